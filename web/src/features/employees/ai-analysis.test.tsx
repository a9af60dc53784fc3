import { ApolloClient, ApolloLink } from '@apollo/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { createCache } from '@/app/apollo';
import { socketStatus } from '@/shared/live/socket-status';
import { CurrentCompanyContext } from '@/shared/company/current-company-context';
import { currentCompanyContext } from '@/test/company';
import { fakeApollo, renderApp } from '@/test/render';
import { PassportModal } from './components/PassportModal';
import { employee } from './employees.fixtures';
import { connection } from '@/test/connection';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => socketStatus.set(false));

const FEED = 'EmployeeAiAnalysis';

const chunk = (over: { delta?: string; done?: boolean; analysis?: string | null; error?: string | null }) => ({
  data: {
    employeeAiAnalysis: {
      __typename: 'EmployeeAiAnalysisChunk',
      delta: '',
      done: false,
      analysis: null,
      error: null,
      ...over,
    },
  },
});

/**
 * The passport of Анна Иванова (company 10) for `role`; `open()` counts the analysis
 * subscriptions that are running (subscribed to and not yet disposed).
 */
function passport(role: CompanyRole = 'owner') {
  const fake = fakeApollo({
    EmployeePassport: () => ({
      data: { employee: employee(1, 'Анна', 'Иванова', {}), employeeDepartments: [] },
    }),
    LedgerHistory: () => ({ data: { ledgerRecordsConnection: connection('LedgerRecord', []) } }),
  });
  let running = 0;
  const counting = new ApolloLink((operation, forward) => {
    if (operation.operationName !== FEED) return forward(operation);
    return new Observable((observer) => {
      running += 1;
      const inner = forward(operation).subscribe(observer);
      return () => {
        running -= 1;
        inner.unsubscribe();
      };
    });
  });
  const client = new ApolloClient({ link: counting.concat(fake.client.link), cache: createCache() });
  const view = renderApp(
    <CurrentCompanyContext.Provider value={currentCompanyContext(role)}>
      <PassportModal
        companyId={10}
        employeeId={1}
        company={{ currency: 'KGS', language: 'ru', timezone: 'Asia/Bishkek' }}
        branchNames={new Map()}
        onClose={() => {}}
      />
    </CurrentCompanyContext.Provider>,
    { client },
  );
  const asked = () => fake.calls.filter((c) => c.name === FEED);
  return { ...fake, ...view, asked, open: () => running };
}

async function aiTab() {
  await screen.findByRole('heading', { name: 'Анна Иванова' });
  await userEvent.click(screen.getByRole('tab', { name: 'AI-анализ' }));
  return screen.getByRole('tabpanel');
}

const analysisText = () => screen.getByTestId('ai-analysis-text').textContent;

describe('the passport’s AI analysis', () => {
  it('runs on a click only, shows the text growing as it streams, then the whole analysis', async () => {
    const page = passport();
    const panel = await aiTab();
    expect(within(panel).getByText('Анализ ещё не проводился')).toBeTruthy();
    expect(page.asked()).toHaveLength(0);

    await userEvent.click(within(panel).getByRole('button', { name: 'Провести анализ' }));
    expect(await within(panel).findByText('Проводится анализ...')).toBeTruthy();
    await waitFor(() => expect(page.asked()).toHaveLength(1));
    expect(page.asked()[0]!.variables).toEqual({ companyId: 10, employeeId: 1 });
    expect(within(panel).getByRole('button', { name: 'Провести анализ' }).hasAttribute('disabled')).toBe(true);
    expect(within(panel).queryByText('Анализ ещё не проводился')).toBeNull();

    act(() => page.emit(FEED, chunk({ delta: 'Сильные стороны:' })));
    await waitFor(() => expect(analysisText()).toBe('Сильные стороны:'));
    act(() => page.emit(FEED, chunk({ delta: '\n- стабильные продажи' })));
    await waitFor(() => expect(analysisText()).toBe('Сильные стороны:\n- стабильные продажи'));
    expect(within(panel).getByText('Проводится анализ...')).toBeTruthy();

    const whole = 'Сильные стороны:\n- стабильные продажи\n\nРекомендации: обучение.';
    act(() => page.emit(FEED, chunk({ done: true, analysis: whole })));
    await waitFor(() => expect(analysisText()).toBe(whole));
    expect(screen.queryByText('Проводится анализ...')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Провести анализ' }).hasAttribute('disabled')).toBe(false);
    // The run ended with its last chunk.
    expect(page.open()).toBe(0);

    // Looking at another tab and back neither loses the analysis nor runs it again.
    await userEvent.click(screen.getByRole('tab', { name: 'Работа' }));
    await userEvent.click(screen.getByRole('tab', { name: 'AI-анализ' }));
    expect(analysisText()).toBe(whole);
    expect(page.asked()).toHaveLength(1);
  });

  it('shows the error state for a failed analysis, and runs again on a click', async () => {
    const page = passport();
    const panel = await aiTab();
    await userEvent.click(within(panel).getByRole('button', { name: 'Провести анализ' }));
    await waitFor(() => expect(page.asked()).toHaveLength(1));
    act(() => page.emit(FEED, chunk({ delta: 'Начало' })));
    act(() => page.emit(FEED, chunk({ done: true, error: 'Ошибка при проведении анализа' })));

    expect(await within(panel).findByText('Ошибка при проведении анализа')).toBeTruthy();
    expect(within(panel).getByText('Попробуйте ещё раз или обратитесь к администратору системы')).toBeTruthy();
    expect(screen.queryByTestId('ai-analysis-text')).toBeNull();
    expect(page.open()).toBe(0);

    await userEvent.click(within(panel).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(page.asked()).toHaveLength(2));
    expect(within(panel).getByText('Проводится анализ...')).toBeTruthy();
    expect(within(panel).queryByText('Ошибка при проведении анализа')).toBeNull();
    act(() => page.emit(FEED, chunk({ done: true, analysis: 'Итог' })));
    await waitFor(() => expect(analysisText()).toBe('Итог'));
  });

  it('says what to configure when AI analysis is not configured', async () => {
    const page = passport();
    const panel = await aiTab();
    await userEvent.click(within(panel).getByRole('button', { name: 'Провести анализ' }));
    await waitFor(() => expect(page.asked()).toHaveLength(1));
    act(() =>
      page.emit(FEED, {
        errors: [
          {
            message: 'AI-анализ не настроен',
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: {
                aiProvider: ['Выберите провайдера ИИ в настройках разработчика или задайте AI_PROVIDER на сервере'],
                aiApiKey: ['Укажите API-ключ в настройках разработчика или задайте AI_API_KEY на сервере'],
              },
            },
          },
        ],
      }),
    );
    expect(await within(panel).findByText('AI-анализ не настроен')).toBeTruthy();
    expect(
      within(panel).getByText('Выберите провайдера ИИ в настройках разработчика или задайте AI_PROVIDER на сервере'),
    ).toBeTruthy();
    expect(
      within(panel).getByText('Укажите API-ключ в настройках разработчика или задайте AI_API_KEY на сервере'),
    ).toBeTruthy();
    expect(within(panel).queryByText('Ошибка при проведении анализа')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('shows the server’s reason for a refusal such as too many requests', async () => {
    const page = passport();
    const panel = await aiTab();
    await userEvent.click(within(panel).getByRole('button', { name: 'Провести анализ' }));
    await waitFor(() => expect(page.asked()).toHaveLength(1));
    act(() =>
      page.emit(FEED, {
        errors: [
          {
            message: 'Слишком много запросов на AI-анализ. Повторите через минуту',
            extensions: { code: 'TOO_MANY_REQUESTS' },
          },
        ],
      }),
    );
    expect(await within(panel).findByText('Ошибка при проведении анализа')).toBeTruthy();
    expect(within(panel).getByText('Слишком много запросов на AI-анализ. Повторите через минуту')).toBeTruthy();
  });

  it('ends a run whose socket drops instead of letting a reconnect run a second analysis', async () => {
    socketStatus.set(true);
    const page = passport();
    const panel = await aiTab();
    await userEvent.click(within(panel).getByRole('button', { name: 'Провести анализ' }));
    await waitFor(() => expect(page.open()).toBe(1));
    act(() => page.emit(FEED, chunk({ delta: 'Начало' })));
    act(() => socketStatus.set(false));
    expect(await within(panel).findByText('Соединение с сервером прервалось')).toBeTruthy();
    expect(within(panel).getByText('Ошибка при проведении анализа')).toBeTruthy();
    expect(page.open()).toBe(0);
  });

  it('is disposed when the passport closes mid-run', async () => {
    const page = passport();
    const panel = await aiTab();
    await userEvent.click(within(panel).getByRole('button', { name: 'Провести анализ' }));
    await waitFor(() => expect(page.open()).toBe(1));
    act(() => page.emit(FEED, chunk({ delta: 'Начало' })));
    page.unmount();
    expect(page.open()).toBe(0);
  });

  it('offers no run to a role without employees.ai', async () => {
    const page = passport('verifier');
    const panel = await aiTab();
    expect(within(panel).queryByRole('button', { name: 'Провести анализ' })).toBeNull();
    expect(within(panel).getByText('Ваша роль не позволяет проводить AI-анализ сотрудников')).toBeTruthy();
    expect(page.asked()).toHaveLength(0);
  });
});
