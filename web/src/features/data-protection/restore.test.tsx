import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { CompaniesDocument } from '@/gql/graphql';
import { CurrentCompanyContext } from '@/shared/company/current-company-context';
import { currentCompanyContext, testCompany } from '@/test/company';
import { fakeApollo, renderApp } from '@/test/render';
import { RestoreCard } from './components/RestoreCard';
import { backupFile } from './data-protection.fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

function setup(role: CompanyRole, { listed = [] as number[] } = {}) {
  const fake = fakeApollo({});
  const context = currentCompanyContext(role);
  const setCurrentCompany = vi.fn();
  const companies = [...context.companies, ...listed.map((id) => ({ ...testCompany('owner'), id, name: 'Копия' }))];
  renderApp(
    <CurrentCompanyContext.Provider value={{ ...context, companies, setCurrentCompany }}>
      <RestoreCard company={context.currentCompany} />
    </CurrentCompanyContext.Provider>,
    { client: fake.client },
  );
  return { ...fake, setCurrentCompany };
}

/** Answers the restore call with `status` and `body`; records what was sent: the query's target and the file. */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  const sent = async (i = 0) => {
    const [url, init] = fetch.mock.calls[i]!;
    const file = init!.body as File;
    return {
      target: Object.fromEntries(new URL(url, 'http://app.test').searchParams),
      type: new Headers(init!.headers).get('content-type'),
      file: JSON.parse(await file.text()),
    };
  };
  return { fetch, sent };
}

async function choose(content: unknown) {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File([text], 'backup_Ромашка_2026-03-04.json', { type: 'application/json' }));
}

const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;

describe('restore from a backup file', () => {
  it("previews a valid file: the company's name, the date and every section's count", async () => {
    setup('owner');
    await choose(backupFile());
    const preview = await screen.findByTestId('backup-preview');
    expect(within(preview).getByTestId('backup-preview-company').textContent).toBe('Ромашка');
    expect(within(preview).getByTestId('backup-preview-date').textContent).toContain(
      new Date('2026-03-04T10:20:00.000Z').toLocaleDateString('ru-RU'),
    );
    const count = (section: string) => within(preview).getByTestId(`backup-count-${section}`);
    expect(count('employees').textContent).toBe('1');
    expect(count('dashboards').previousSibling?.textContent).toBe('Дашборды');
    expect(count('dashboards').textContent).toBe('1');
    expect(count('ledger').previousSibling?.textContent).toBe('Бонусы, штрафы, авансы и сдельные выплаты');
    expect(count('ledger').textContent).toBe('1');
    expect(count('roles').textContent).toBe('0');
    expect(button('Восстановить как новую компанию')).toBeTruthy();
  });

  it.each([
    [
      'a file that is not JSON',
      '{"format": "staffpay.company-backup", "vers',
      'Файл резервной копии повреждён или обрезан: это не JSON',
    ],
    ['a foreign file', { name: 'something else' }, 'Это не резервная копия компании StaffPay'],
    [
      'a newer version',
      backupFile({ version: 2 }),
      'Файл создан более новой версией программы (версия формата 2, поддерживается 1). Обновите приложение',
    ],
  ])('refuses %s with its reason and offers no restore', async (_what, content, message) => {
    setup('owner');
    await choose(content);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByTestId('backup-preview')).toBeNull();
    expect(button('Восстановить как новую компанию')).toBeNull();
    expect(button('Заменить данные компании')).toBeNull();
  });

  it('names the damaged place of a file of the right version', async () => {
    setup('owner');
    await choose(backupFile({ employees: [{ id: 2 }] }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Файл резервной копии повреждён: employees\[1\]/);
  });

  it('restores as a new company, then makes it current once it is in the list', async () => {
    const { sent } = serverAnswers(201, { companyId: 11 });
    const { setCurrentCompany, client } = setup('manager', { listed: [11] });
    const refetch = vi.spyOn(client, 'refetchQueries').mockReturnValue(Promise.resolve([]) as never);
    await choose(backupFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Восстановить как новую компанию' }));
    expect(await screen.findAllByText('Данные восстановлены')).not.toHaveLength(0);
    expect(await sent()).toEqual({
      target: { mode: 'new' },
      type: 'application/octet-stream',
      file: backupFile(),
    });
    // The push brings the new company; the list is asked once more in case the socket is down.
    expect(refetch).toHaveBeenCalledWith({ include: [CompaniesDocument] });
    await userEvent.click(await screen.findByRole('button', { name: 'Перейти к компании' }));
    expect(setCurrentCompany).toHaveBeenCalledWith(11);
  });

  it('waits for the new company to reach the list before offering to open it', async () => {
    serverAnswers(201, { companyId: 12 });
    const { client } = setup('owner');
    vi.spyOn(client, 'refetchQueries').mockReturnValue(Promise.resolve([]) as never);
    await choose(backupFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Восстановить как новую компанию' }));
    const open = await screen.findByRole('button', { name: 'Перейти к компании' });
    expect((open as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal", async () => {
    serverAnswers(400, {
      message: 'Файл резервной копии повреждён: ledger[1] ссылается на запись 9, которой нет в файле',
    });
    setup('owner');
    await choose(backupFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Восстановить как новую компанию' }));
    expect(
      await screen.findByText('Файл резервной копии повреждён: ledger[1] ссылается на запись 9, которой нет в файле'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Перейти к компании' })).toBeNull();
  });

  it("a network failure is told in the screen's words, not the browser's", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    setup('owner');
    await choose(backupFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Восстановить как новую компанию' }));
    expect(await screen.findByText('Не удалось восстановить данные')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });

  it('replacing is offered to the owner only', async () => {
    setup('developer');
    await choose(backupFile());
    await screen.findByTestId('backup-preview');
    expect(button('Восстановить как новую компанию')).toBeTruthy();
    expect(button('Заменить данные компании')).toBeNull();
  });

  it("replaces only after the company's exact name is typed, sends it, and asks every open screen again", async () => {
    const { sent } = serverAnswers(200, { companyId: 10 });
    const { client } = setup('owner');
    const refetch = vi.spyOn(client, 'refetchQueries');
    await choose(backupFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Заменить данные компании' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заменить данные компании?' });
    const confirm = within(dialog).getByRole('button', { name: 'Заменить данные компании' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const name = within(dialog).getByLabelText('Название компании');
    await userEvent.type(name, 'ромашка');
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(name);
    await userEvent.type(name, 'Ромашка');
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await sent()).toEqual({
      target: { mode: 'replace', companyId: '10', confirmName: 'Ромашка' },
      type: 'application/octet-stream',
      file: backupFile(),
    });
    expect(refetch).toHaveBeenCalledWith({ include: 'active' });
    expect(await screen.findAllByText('Данные восстановлены')).not.toHaveLength(0);
    expect(screen.queryByTestId('backup-preview')).toBeNull();
  });
});
