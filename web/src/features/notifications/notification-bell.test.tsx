import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { Header } from '@/app/shell/Header';
import type { CurrentUser } from '@/features/auth/hooks/useMe';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';

const user = {
  __typename: 'User',
  id: 1,
  firstName: 'Анна',
  lastName: 'Иванова',
  email: 'anna@example.kg',
  role: 'owner',
  profileImageUrl: null,
  currentCompanyId: 10,
  emailVerified: true,
} as unknown as CurrentUser;

const count = (n: number) => ({ data: { notificationCount: { __typename: 'NotificationCount', count: n } } });

function setup(role: CompanyRole | null, unread = 3) {
  return renderCompanyPage(
    <Header user={user} mobileOpened={false} desktopOpened onToggleMobile={() => {}} onToggleDesktop={() => {}} />,
    role,
    { NotificationUnreadCount: () => count(unread) },
  );
}

const bell = () => screen.getByRole('link', { name: /^Уведомления/ });
const countCalls = (calls: { name: string }[]) => calls.filter((c) => c.name === 'NotificationUnreadCount').length;

afterEach(() => {
  vi.useRealTimers();
  socketStatus.set(false);
});

describe('the bell in the header', () => {
  it("shows the company's unread count from the query", async () => {
    const { calls } = setup('employee', 3);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Уведомления: 3 непрочитанных'));
    expect(bell().getAttribute('data-unread')).toBe('true');
    expect(calls.find((c) => c.name === 'NotificationUnreadCount')?.variables).toEqual({ companyId: 10 });
    expect(calls.find((c) => c.name === 'NotificationCountChanged')?.variables).toEqual({ companyId: 10 });
  });

  it('shows each count the server pushes, 99+ above 99, grey at 0', async () => {
    const { emit } = setup('owner', 3);
    await waitFor(() => expect(bell().getAttribute('data-unread')).toBe('true'));
    act(() => emit('NotificationCountChanged', count(150)));
    await waitFor(() => expect(screen.getByText('99+')).toBeTruthy());
    act(() => emit('NotificationCountChanged', count(0)));
    await waitFor(() => expect(bell().getAttribute('data-unread')).toBe('false'));
    expect(screen.queryByText('99+')).toBeNull();
  });

  it('asks nothing without a selected company', async () => {
    const { calls } = setup(null);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(bell().getAttribute('data-unread')).toBe('false');
    expect(calls.some((c) => c.name.startsWith('Notification'))).toBe(false);
  });

  it('polls every 2 s only while the socket is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    socketStatus.set(true);
    const { calls } = setup('owner');
    await waitFor(() => expect(countCalls(calls)).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(6_500));
    expect(countCalls(calls)).toBe(1);

    act(() => socketStatus.set(false));
    await act(() => vi.advanceTimersByTimeAsync(4_100));
    expect(countCalls(calls)).toBeGreaterThanOrEqual(3);

    act(() => socketStatus.set(true));
    const stopped = countCalls(calls);
    await act(() => vi.advanceTimersByTimeAsync(6_500));
    expect(countCalls(calls)).toBe(stopped);
  });
});
