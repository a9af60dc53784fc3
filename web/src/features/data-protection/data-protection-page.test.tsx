import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { PROTECTION_MEASURES } from '@staffpay/schema/data-protection/protection.messages';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import { health, integrity } from './data-protection.fixtures';
import DataProtectionPage from './pages/DataProtectionPage';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

function setup(role: CompanyRole | null, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<DataProtectionPage />, role, {
    DatabaseHealth: () => ({ data: { databaseHealth: health() } }),
    DataIntegrity: () => ({ data: { dataIntegrity: integrity() } }),
    ...handlers,
  });
}

const refused = () => ({ errors: [{ message: 'Нет доступа', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });

describe('the data protection screen', () => {
  it("shows the database's health, the integrity and the protection measures", async () => {
    const { calls } = setup('owner');
    const panel = await screen.findByTestId('database-health');
    expect((await within(panel).findByTestId('health-status')).textContent).toBe('Работает нормально');
    for (const text of ['Подключена', '3 мс', '12', '140', '96', 'Доходят до всех серверов']) {
      expect(within(panel).getByText(text)).toBeTruthy();
    }
    expect(
      within(panel).getByText(new Date('2026-03-04T10:20:00.000Z').toLocaleDateString('ru-RU'), { exact: false }),
    ).toBeTruthy();
    const checks = screen.getByTestId('data-integrity');
    expect((await within(checks).findByTestId('integrity-status')).textContent).toBe('Нарушений не найдено');
    expect(within(checks).getByTestId('integrity-checked').textContent).toBe('57');
    for (const measure of PROTECTION_MEASURES) expect(screen.getByText(measure)).toBeTruthy();
    expect(calls.find((c) => c.name === 'DatabaseHealth')?.variables).toEqual({ companyId: 10 });
    expect(calls.find((c) => c.name === 'DataIntegrity')?.variables).toEqual({ companyId: 10 });
  });

  it('writes each pushed value into the panels', async () => {
    const { emit } = setup('owner');
    await screen.findByText('Нарушений не найдено');
    act(() =>
      emit('DatabaseHealthChanged', {
        data: { databaseHealthChanged: health('warning', ['База данных отвечает медленно: 800 мс']) },
      }),
    );
    act(() =>
      emit('DataIntegrityChanged', {
        data: { dataIntegrityChanged: integrity(['Бонус 7 ссылается на сотрудника 9, которого нет']) },
      }),
    );
    expect(await screen.findByText('Есть предупреждения')).toBeTruthy();
    expect(screen.getByTestId('health-problems').textContent).toBe('База данных отвечает медленно: 800 мс');
    expect(await screen.findByText('Найдено нарушений: 1')).toBeTruthy();
    expect(screen.getByTestId('integrity-issues').textContent).toBe('Бонус 7 ссылается на сотрудника 9, которого нет');
  });

  it('says exactly what could not be read when a panel fails', async () => {
    setup('owner', { DatabaseHealth: refused, DataIntegrity: refused });
    expect(await screen.findByText('Не удалось получить данные о состоянии базы данных')).toBeTruthy();
    expect(await screen.findByText('Не удалось получить данные о целостности')).toBeTruthy();
    expect(screen.queryByText('Нет доступа')).toBeNull();
  });

  it('a manager sees the panels but is not offered the backup', async () => {
    setup('manager');
    expect(await screen.findByText('Работает нормально')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Скачать резервную копию' })).toBeNull();
    expect(screen.getByText(/Скачивать резервную копию могут/)).toBeTruthy();
  });

  it('an employee is told the panels are not theirs, and nothing is asked', async () => {
    const { calls } = setup('employee');
    expect(await screen.findByText(/Состояние базы данных и целостность данных видят роли/)).toBeTruthy();
    expect(screen.queryByTestId('database-health')).toBeNull();
    expect(calls.filter((c) => c.name.startsWith('Data'))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Скачать резервную копию' })).toBeNull();
  });

  it('without a company asks for one and still offers a restore', async () => {
    setup(null);
    expect(await screen.findByText('Компания не выбрана')).toBeTruthy();
    expect(screen.getByLabelText('Файл резервной копии')).toBeTruthy();
  });
});

describe('the backup download', () => {
  it("saves the server's file under its UTF-8 name", async () => {
    const fetch = vi.fn(
      async () =>
        new Response('{"format":"staffpay.company-backup"}', {
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': `attachment; filename="backup_company_2026-03-04.json"; filename*=UTF-8''${encodeURIComponent('backup_Ромашка_2026-03-04.json')}`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:backup');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.getAttribute('href')} ${this.download}`);
    });
    setup('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать резервную копию' }));
    await waitFor(() => expect(saved).toEqual(['blob:backup backup_Ромашка_2026-03-04.json']));
    expect(fetch).toHaveBeenCalledWith('/api/database/backup/company/10', { method: 'POST', credentials: 'include' });
    expect(await screen.findByText('Резервная копия скачана')).toBeTruthy();
  });

  it('a failed backup is logged and told', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Нет доступа"}', { status: 403 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать резервную копию' }));
    expect(await screen.findByText('Не удалось создать резервную копию')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Не удалось создать резервную копию', expect.any(Error));
  });
});
