import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import type { NotificationItemFragment } from '@/gql/graphql';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import NotificationsPage from './pages/NotificationsPage';
import { connection } from '@/test/connection';

const item = (over: Partial<NotificationItemFragment>) => ({
  __typename: 'Notification' as const,
  id: 1,
  companyId: 10,
  type: 'bonus' as const,
  title: 'Бонус',
  message: '',
  isRead: false,
  createdAt: '2026-03-05T09:07:00',
  ...over,
});

const LIST = [
  item({ id: 3, type: 'bonus', title: 'Начислен бонус', message: 'Анна Иванова: 5 000 KGS', isRead: false }),
  item({
    id: 2,
    type: 'penalty',
    title: 'Штраф',
    message: 'Опоздание',
    isRead: false,
    createdAt: '2026-03-04T18:30:00',
  }),
  item({ id: 1, type: 'employee_created', title: 'Новый сотрудник', message: 'Вера Петрова', isRead: true }),
];

function setup(role: CompanyRole | null, list = LIST, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<NotificationsPage />, role, {
    NotificationList: () => ({ data: { notificationsConnection: connection('Notification', list) } }),
    NotificationUnreadCount: () => ({
      data: { notificationCount: { __typename: 'NotificationCount', count: list.filter((n) => !n.isRead).length } },
    }),
    ...handlers,
  });
}

const cards = () => screen.getAllByTestId('notification');
const card = (title: string) => cards().find((c) => c.textContent?.includes(title))!;
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const callsOf = <C extends { name: string }>(calls: C[], name: string) => calls.filter((c) => c.name === name);

afterEach(() => {
  vi.useRealTimers();
  socketStatus.set(false);
});

describe('NotificationsPage', () => {
  it('asks for a company when none is selected', async () => {
    const { calls } = setup(null);
    expect(await screen.findByText('Компания не выбрана')).toBeTruthy();
    expect(calls.some((c) => c.name === 'NotificationList')).toBe(false);
  });

  it('shows the tabs with counts, each item with type, title, message and time, read ones dimmed', async () => {
    const { calls } = setup('employee');
    expect(await screen.findByRole('tab', { name: 'Все (3)' })).toBeTruthy();
    expect(tab(/^Непрочитанные/).textContent).toBe('Непрочитанные (2)');
    expect(calls.find((c) => c.name === 'NotificationList')?.variables).toEqual({ companyId: 10, first: 200 });
    expect(cards().map((c) => within(c).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Бонус',
      'Штраф',
      'Новый сотрудник',
    ]);

    const bonus = card('Начислен бонус');
    expect(within(bonus).getByText('Анна Иванова: 5 000 KGS')).toBeTruthy();
    expect(within(bonus).getByText('05.03.2026 09:07')).toBeTruthy();
    expect(within(card('Штраф')).getByText('04.03.2026 18:30')).toBeTruthy();

    expect(bonus.getAttribute('data-read')).toBe('false');
    const read = card('Новый сотрудник');
    expect(read.getAttribute('data-read')).toBe('true');
    expect(read.style.opacity).toBe('0.6');
    expect(bonus.style.opacity).toBe('1');
    expect(within(read).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Отметить все прочитанными' })).toBeTruthy();
  });

  it('the unread tab lists only unread items', async () => {
    setup('owner');
    await screen.findByRole('tab', { name: 'Все (3)' });
    await userEvent.click(tab(/^Непрочитанные/));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByText('Новый сотрудник')).toBeNull();
  });

  it("says 'Нет уведомлений' and offers no mark-all when there is nothing", async () => {
    setup('owner', []);
    expect(await screen.findByText('Нет уведомлений')).toBeTruthy();
    expect(tab(/^Все/).textContent).toBe('Все (0)');
    expect(tab(/^Непрочитанные/).textContent).toBe('Непрочитанные (0)');
    expect(screen.queryByRole('button', { name: 'Отметить все прочитанными' })).toBeNull();
  });

  it('with everything read: no mark-all, and the unread tab is empty', async () => {
    setup('owner', [item({ id: 5, title: 'Прочитано', isRead: true })]);
    await screen.findByText('Прочитано');
    expect(screen.queryByRole('button', { name: 'Отметить все прочитанными' })).toBeNull();
    await userEvent.click(tab(/^Непрочитанные/));
    expect(await screen.findByText('Нет уведомлений')).toBeTruthy();
  });

  it('clicking an unread item marks it read and asks the count again', async () => {
    const { calls } = setup('owner', LIST, {
      NotificationMarkRead: (v) => ({
        data: { markNotificationRead: { ...LIST[1], id: v.id as number, isRead: true } },
      }),
    });
    await screen.findByRole('tab', { name: 'Все (3)' });
    const countsBefore = callsOf(calls, 'NotificationUnreadCount').length;
    await userEvent.click(screen.getByRole('button', { name: 'Отметить прочитанным: Штраф' }));
    expect(callsOf(calls, 'NotificationMarkRead').map((c) => c.variables)).toEqual([{ id: 2 }]);
    await waitFor(() => expect(card('Штраф').getAttribute('data-read')).toBe('true'));
    expect(tab(/^Непрочитанные/).textContent).toBe('Непрочитанные (1)');
    await waitFor(() => expect(callsOf(calls, 'NotificationUnreadCount').length).toBe(countsBefore + 1));
  });

  it('a refused mark says so', async () => {
    setup('owner', LIST, {
      NotificationMarkRead: () => ({
        errors: [{ message: 'Уведомление не найдено', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    await screen.findByRole('tab', { name: 'Все (3)' });
    await userEvent.click(screen.getByRole('button', { name: 'Отметить прочитанным: Штраф' }));
    expect(await screen.findByText('Уведомление не найдено')).toBeTruthy();
    expect(card('Штраф').getAttribute('data-read')).toBe('false');
  });

  it('marks all read: every item dimmed, the button gone', async () => {
    const { calls } = setup('owner', LIST, {
      NotificationMarkAllRead: () => ({ data: { markAllNotificationsRead: 2 } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Отметить все прочитанными' }));
    expect(callsOf(calls, 'NotificationMarkAllRead').map((c) => c.variables)).toEqual([{ companyId: 10 }]);
    await waitFor(() => expect(tab(/^Непрочитанные/).textContent).toBe('Непрочитанные (0)'));
    expect(cards().every((c) => c.getAttribute('data-read') === 'true')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Отметить все прочитанными' })).toBeNull();
  });

  it('a pushed notification appears at the top at once', async () => {
    const { emit } = setup('owner');
    await screen.findByRole('tab', { name: 'Все (3)' });
    const pushed = item({ id: 9, type: 'salary_calculated', title: 'Зарплата рассчитана', message: 'Март 2026' });
    act(() => emit('NotificationAdded', { data: { notificationAdded: pushed } }));
    await waitFor(() => expect(tab(/^Все/).textContent).toBe('Все (4)'));
    expect(tab(/^Непрочитанные/).textContent).toBe('Непрочитанные (3)');
    expect(cards()[0].textContent).toContain('Зарплата рассчитана');
    // The same event again (say, after a reconnect) adds nothing.
    act(() => emit('NotificationAdded', { data: { notificationAdded: pushed } }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(cards()).toHaveLength(4);
  });

  it('polls the list every 4 s only while the socket is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    socketStatus.set(true);
    const { calls } = setup('owner');
    await screen.findByRole('tab', { name: 'Все (3)' });
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(callsOf(calls, 'NotificationList')).toHaveLength(1);

    act(() => socketStatus.set(false));
    await act(() => vi.advanceTimersByTimeAsync(8_100));
    expect(callsOf(calls, 'NotificationList').length).toBeGreaterThanOrEqual(3);
  });
});
