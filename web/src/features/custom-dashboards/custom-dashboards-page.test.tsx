import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { card, cards, confirmAction, dashboard, HALL, OFFICE, setup } from './custom-dashboards.fixtures';

vi.setConfig({ testTimeout: 20_000 });

// The live socket is up, as in the app: no fallback polling adds calls to the ones asserted.
beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

const WRITE_BUTTONS = ['Редактировать', 'Удалить', 'Обновить ссылку', 'Базовый дашборд', 'Создать дашборд'];

describe('the custom dashboards screen', () => {
  it('asks for a company when none is selected', async () => {
    const { asked } = setup(null);
    expect(await screen.findByText('Компания не выбрана')).toBeTruthy();
    expect(asked('CustomDashboards')).toHaveLength(0);
  });

  it('shows a card per dashboard: what it shows, where, since when, and its public link', async () => {
    setup('owner');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByText('2 дашборда')).toBeTruthy();

    const hall = await card('Зал');
    expect(within(hall).getByText('Экран в торговом зале')).toBeTruthy();
    expect(within(hall).getByText('Публичный')).toBeTruthy();
    expect(within(hall).getByText('Прибыль компании')).toBeTruthy();
    expect(within(hall).getByText('Командные бонусы')).toBeTruthy();
    expect(within(hall).queryByText('Авансы')).toBeNull();
    await waitFor(() => expect(within(hall).getByText('Продажи, Склад')).toBeTruthy());
    expect(within(hall).getByText('Все филиалы')).toBeTruthy();
    expect(within(hall).getByText('Создан 04.03.2026')).toBeTruthy();
    const open = within(hall).getByRole('link', { name: 'Открыть в новой вкладке' });
    expect(open.getAttribute('href')).toBe('/shared-dashboard/hallhallhallhallhallhallhallhall');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');

    const office = await card('Офис');
    expect(within(office).getByText('Без описания')).toBeTruthy();
    expect(within(office).getByText('Карточки сотрудников')).toBeTruthy();
    expect(within(office).getByText('Все отделы')).toBeTruthy();
    expect(within(office).getByText('Центральный')).toBeTruthy();
    for (const name of WRITE_BUTTONS.slice(0, 3)) expect(within(office).getByRole('button', { name })).toBeTruthy();
  });

  it('copies the full public link', async () => {
    writeText.mockResolvedValue(undefined);
    setup('manager');
    await userEvent.click(within(await card('Офис')).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(await screen.findByText('Ссылка скопирована')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/shared-dashboard/officeofficeofficeofficeoffice12`,
    );
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    setup('manager');
    await userEvent.click(within(await card('Зал')).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(await screen.findByText('Не удалось скопировать ссылку')).toBeTruthy();
    expect(screen.getByText('Ошибка')).toBeTruthy();
  });

  it('offers a read-only role the links the server gives, but no change', async () => {
    const { asked } = setup('employee');
    await waitFor(() => expect(cards()).toHaveLength(2));
    for (const name of WRITE_BUTTONS) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(await card('Зал')).getByRole('button', { name: 'Скопировать ссылку' })).toBeTruthy();
    expect(within(await card('Зал')).getByRole('link', { name: 'Открыть в новой вкладке' })).toBeTruthy();
    // An employee cannot read the staff lists: the card counts what it cannot name.
    expect(within(await card('Зал')).getByText('2 отдела')).toBeTruthy();
    expect(asked('Departments')).toHaveLength(0);
  });

  it('offers no link to copy, open or rotate when the server gives none (a role that may not edit)', async () => {
    setup('employee', {
      CustomDashboards: () => ({ data: { customDashboards: [HALL, OFFICE].map((d) => ({ ...d, publicLink: null })) } }),
    });
    await waitFor(() => expect(cards()).toHaveLength(2));
    for (const c of cards()) {
      expect(within(c).queryByRole('button', { name: 'Скопировать ссылку' })).toBeNull();
      expect(within(c).queryByRole('link', { name: 'Открыть в новой вкладке' })).toBeNull();
      expect(within(c).queryByRole('button', { name: 'Обновить ссылку' })).toBeNull();
      expect(c.querySelector('a[href*="shared-dashboard"]')).toBeNull();
    }
  });

  it('hides the changes from a verifier too', async () => {
    setup('verifier');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await waitFor(async () => expect(within(await card('Зал')).getByText('Продажи, Склад')).toBeTruthy());
    for (const name of WRITE_BUTTONS) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('invites the first dashboard when there is none', async () => {
    setup('owner', { CustomDashboards: () => ({ data: { customDashboards: [] } }) });
    expect(await screen.findByText('Дашбордов пока нет')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Базовый дашборд' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Создать дашборд' })).toBeTruthy();
  });

  it('deletes after confirmation', async () => {
    const { asked } = setup('owner', { DeleteCustomDashboard: () => ({ data: { deleteCustomDashboard: true } }) });
    await confirmAction('Зал', 'Удалить', 'Удалить дашборд?', 'Удалить');
    expect(await screen.findByText('Дашборд удален')).toBeTruthy();
    expect(asked('DeleteCustomDashboard')[0]!.variables).toEqual({ companyId: 10, id: 1 });
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('sends nothing when the delete is cancelled', async () => {
    const { asked } = setup('owner');
    await userEvent.click(within(await card('Зал')).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить дашборд?' });
    expect(dialog.textContent).toContain('публичная ссылка перестанет работать');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked('DeleteCustomDashboard')).toHaveLength(0);
  });

  it('gives a new link after confirmation, warning that the old one stops at once', async () => {
    const fresh = 'freshfreshfreshfreshfreshfresh12';
    const { asked } = setup('owner', {
      RotateDashboardLink: () => ({ data: { rotateDashboardLink: { ...HALL, publicLink: fresh } } }),
    });
    await userEvent.click(within(await card('Зал')).getByRole('button', { name: 'Обновить ссылку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Обновить ссылку?' });
    expect(dialog.textContent).toContain('Старая перестанет работать сразу');
    expect(dialog.textContent).toContain('дашборд недоступен');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Обновить ссылку' }));
    expect(await screen.findByText('Ссылка обновлена')).toBeTruthy();
    expect(asked('RotateDashboardLink')[0]!.variables).toEqual({ companyId: 10, id: 1 });
    await waitFor(async () =>
      expect(
        within(await card('Зал'))
          .getByRole('link', { name: 'Открыть в новой вкладке' })
          .getAttribute('href'),
      ).toBe(`/shared-dashboard/${fresh}`),
    );
  });

  it('shows the server’s message when a delete fails', async () => {
    setup('owner', {
      DeleteCustomDashboard: () => ({ errors: [{ message: 'Дашборд не найден или неактивен' }] }),
    });
    await confirmAction('Зал', 'Удалить', 'Удалить дашборд?', 'Удалить');
    expect(await screen.findByText('Дашборд не найден или неактивен')).toBeTruthy();
    expect(cards()).toHaveLength(2);
  });

  it('falls back to its own text when a delete fails without a message', async () => {
    setup('owner', { DeleteCustomDashboard: () => Promise.reject(new Error('network down')) });
    await confirmAction('Офис', 'Удалить', 'Удалить дашборд?', 'Удалить');
    expect(await screen.findByText('Не удалось удалить дашборд')).toBeTruthy();
    expect(screen.getByText('Ошибка')).toBeTruthy();
  });
});

describe('live changes', () => {
  it('polls the list every 4 s only while the socket is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { asked } = setup('owner');
      await waitFor(() => expect(cards()).toHaveLength(2));
      await act(() => vi.advanceTimersByTimeAsync(9_000));
      expect(asked('CustomDashboards')).toHaveLength(1);

      act(() => socketStatus.set(false));
      await act(() => vi.advanceTimersByTimeAsync(8_100));
      expect(asked('CustomDashboards').length).toBeGreaterThanOrEqual(3);
    } finally {
      vi.useRealTimers();
    }
  });

  const push = (emit: (name: string, result: object) => void, event: object) =>
    act(() => emit('CustomDashboardChanged', { data: { customDashboardChanged: event } }));

  it('adds, updates and removes cards from pushed events without a refetch', async () => {
    const { emit, asked } = setup('manager');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await waitFor(() => expect(asked('CustomDashboardChanged')).toHaveLength(1));
    expect(asked('CustomDashboardChanged')[0]!.variables).toEqual({ companyId: 10 });

    const wall = dashboard({ id: 3, name: 'Стена', createdAt: '2026-03-06T10:00:00.000Z' });
    push(emit, { __typename: 'CustomDashboardEvent', kind: 'created', companyId: 10, id: 3, dashboard: wall });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards()[2]!.textContent).toContain('Стена');

    push(emit, {
      __typename: 'CustomDashboardEvent',
      kind: 'updated',
      companyId: 10,
      id: 2,
      dashboard: { ...OFFICE, name: 'Офис 2', showAdvances: true },
    });
    await waitFor(async () => expect(within(await card('Офис 2')).getByText('Авансы')).toBeTruthy());

    push(emit, { __typename: 'CustomDashboardEvent', kind: 'deleted', companyId: 10, id: 1, dashboard: null });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((c) => c.textContent?.match(/Офис 2|Стена|Зал/)?.[0])).toEqual(['Офис 2', 'Стена']);
    expect(asked('CustomDashboards')).toHaveLength(1);
  });
});
