import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_DEFAULT_MODELS, DEVELOPER_MESSAGES } from '@staffpay/schema/developer-settings/developer-settings.schemas';
import { renderCompanyPage } from '@/test/company';
import { pick } from '@/test/pick';
import type { Handler } from '@/test/render';
import SettingsPage from '@/features/settings/pages/SettingsPage';
import { devSettings } from './developer-settings.fixtures';

vi.setConfig({ testTimeout: 20_000 });

// Mantine's autosizing Textarea listens to document.fonts, which jsdom lacks.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

const me = {
  __typename: 'User',
  id: 1,
  firstName: 'Анна',
  lastName: 'Иванова',
  email: 'anna@example.kg',
  role: 'developer',
  profileImageUrl: null,
  currentCompanyId: 10,
  emailVerified: true,
};

function setup(settings: ReturnType<typeof devSettings>, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<SettingsPage />, 'developer', {
    Me: () => ({ data: { me } }),
    SystemRoles: () => ({ data: { systemRoles: [] } }),
    DeveloperSettings: () => ({ data: { developerSettings: settings } }),
    ...handlers,
  });
}

async function openAi() {
  await userEvent.click(await screen.findByRole('tab', { name: 'AI анализ' }));
  const panel = await screen.findByRole('tabpanel');
  await within(panel).findByLabelText('Провайдер');
  return panel;
}

const saves = (calls: { name: string; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.name === 'SaveDeveloperSettings').map((c) => c.variables.input);

describe('settings: the AI analysis tab', () => {
  it('never shows the stored key: only that it is set, and its last four characters', async () => {
    setup(devSettings({ aiProvider: 'anthropic', aiApiKeySet: true, aiApiKeyLast4: 'wxyz' }));
    const panel = await openAi();
    const key = within(panel).getByLabelText('API-ключ') as HTMLInputElement;
    expect(key.value).toBe('');
    expect(key.type).toBe('password');
    expect(within(panel).getByTestId('ai-key-state').textContent).toBe('Ключ сохранён (…wxyz)');
    expect((within(panel).getByLabelText('Провайдер') as HTMLInputElement).value).toBe('Anthropic');
    expect(within(panel).getByLabelText('Модель').getAttribute('placeholder')).toBe(AI_DEFAULT_MODELS.anthropic);
  });

  it("'Удалить ключ' sends clearAiApiKey and the system key is used", async () => {
    const { calls } = setup(devSettings({ aiApiKeySet: true, aiApiKeyLast4: 'wxyz' }), {
      SaveDeveloperSettings: () => ({ data: { saveDeveloperSettings: devSettings({ aiApiKeySet: false }) } }),
    });
    const panel = await openAi();
    await userEvent.click(within(panel).getByRole('button', { name: 'Удалить ключ' }));
    expect(await screen.findByText('Ключ удалён — используется системный')).toBeTruthy();
    expect(saves(calls)).toEqual([{ clearAiApiKey: true }]);
    await waitFor(() =>
      expect(within(panel).getByTestId('ai-key-state').textContent).toBe('Ключ не задан — используется системный'),
    );
    expect(within(panel).queryByRole('button', { name: 'Удалить ключ' })).toBeNull();
  });

  it('sends a typed key once and empties the field; the system provider is sent as null', async () => {
    const { calls } = setup(devSettings({ aiProvider: 'openai' }), {
      SaveDeveloperSettings: () => ({
        data: { saveDeveloperSettings: devSettings({ aiApiKeySet: true, aiApiKeyLast4: '7890' }) },
      }),
    });
    const panel = await openAi();
    expect(within(panel).getByTestId('ai-key-state').textContent).toBe('Ключ не задан — используется системный');
    await pick(within(panel).getByLabelText('Провайдер'), 'Системный (из настроек сервера)');
    await userEvent.type(within(panel).getByLabelText('API-ключ'), 'sk-test-1234567890');
    await userEvent.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(DEVELOPER_MESSAGES.saved)).toBeTruthy();
    expect(saves(calls)).toEqual([
      {
        aiProvider: null,
        aiModel: null,
        aiApiKey: 'sk-test-1234567890',
        aiAnalysisMaxTokens: 2000,
        aiAnalysisPrompt: null,
      },
    ]);
    await waitFor(() => expect((within(panel).getByLabelText('API-ключ') as HTMLInputElement).value).toBe(''));
    expect(within(panel).getByTestId('ai-key-state').textContent).toBe('Ключ сохранён (…7890)');
  });

  it('the custom provider needs an endpoint: refused in the browser with the contract’s message', async () => {
    const { calls } = setup(devSettings(), {
      SaveDeveloperSettings: () => ({
        data: {
          saveDeveloperSettings: devSettings({ aiProvider: 'custom', aiApiEndpoint: 'https://llm.example.kg/v1' }),
        },
      }),
    });
    const panel = await openAi();
    expect(within(panel).queryByLabelText(/Адрес API/)).toBeNull();
    await pick(within(panel).getByLabelText('Провайдер'), 'Свой (OpenAI-совместимый)');
    await userEvent.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    expect(await within(panel).findByText(DEVELOPER_MESSAGES.endpointRequired)).toBeTruthy();
    expect(saves(calls)).toEqual([]);

    await userEvent.type(within(panel).getByLabelText(/Адрес API/), 'ftp://llm.example.kg');
    await userEvent.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    expect(await within(panel).findByText(DEVELOPER_MESSAGES.badEndpoint)).toBeTruthy();
    expect(saves(calls)).toEqual([]);

    await userEvent.clear(within(panel).getByLabelText(/Адрес API/));
    await userEvent.type(within(panel).getByLabelText(/Адрес API/), 'https://llm.example.kg/v1');
    await userEvent.type(within(panel).getByLabelText('Модель'), 'llama-3');
    await userEvent.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText(DEVELOPER_MESSAGES.saved);
    expect(saves(calls)).toEqual([
      {
        aiProvider: 'custom',
        aiModel: 'llama-3',
        aiApiEndpoint: 'https://llm.example.kg/v1',
        aiAnalysisMaxTokens: 2000,
        aiAnalysisPrompt: null,
      },
    ]);
  });

  it('keeps the length within 500..10000 and sends the prompt with its placeholder', async () => {
    const { calls } = setup(devSettings(), {
      SaveDeveloperSettings: () => ({ data: { saveDeveloperSettings: devSettings({ aiAnalysisMaxTokens: 4000 }) } }),
    });
    const panel = await openAi();
    expect(within(panel).getByText(/\{employeeData\} заменяется данными сотрудника/)).toBeTruthy();
    const length = within(panel).getByLabelText('Максимальная длина ответа (токенов)');
    await userEvent.clear(length);
    await userEvent.type(length, '300');
    await userEvent.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    expect(await within(panel).findByText(DEVELOPER_MESSAGES.maxTokens)).toBeTruthy();
    expect(saves(calls)).toEqual([]);

    await userEvent.clear(length);
    await userEvent.type(length, '4000');
    await userEvent.type(within(panel).getByLabelText('Промпт анализа'), 'Оцени работу: {{employeeData}');
    await userEvent.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText(DEVELOPER_MESSAGES.saved);
    expect(saves(calls)[0]).toMatchObject({
      aiAnalysisMaxTokens: 4000,
      aiAnalysisPrompt: 'Оцени работу: {employeeData}',
    });
  });

  it("shows the server's field refusal under its field", async () => {
    setup(devSettings({ aiProvider: 'custom', aiApiEndpoint: 'https://llm.example.kg/v1' }), {
      SaveDeveloperSettings: () => ({
        errors: [
          {
            message: DEVELOPER_MESSAGES.endpointRequired,
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: { aiApiEndpoint: ['Адрес недоступен'] } },
          },
        ],
      }),
    });
    const panel = await openAi();
    await userEvent.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    expect(await within(panel).findByText('Адрес недоступен')).toBeTruthy();
    expect(
      within(panel)
        .getByLabelText(/Адрес API/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
