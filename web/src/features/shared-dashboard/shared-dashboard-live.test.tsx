import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_INTERVALS, socketStatus } from '@/shared/live/socket-status';
import { RESUBSCRIBE_MS } from './hooks/useRetryLater';
import {
  advances,
  answer,
  birthday,
  payload,
  plain,
  renderShared,
  screenAnswer,
  summaryCard,
  TOKEN,
} from './shared-dashboard.fixtures';

vi.setConfig({ testTimeout: 20_000 });

// The live socket is up, as in the app: no fallback polling adds calls to the ones asserted.
beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));

const FEED = 'SharedDashboardChanged';
const push = (over: Record<string, unknown>) => ({ data: { sharedDashboard: payload(over) } });

async function opened() {
  const page = renderShared();
  await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 });
  await page.subscribed(FEED);
  return page;
}

describe('the public dashboard, live', () => {
  it('writes a pushed payload into the page without asking again', async () => {
    const page = await opened();
    expect(page.asked(FEED)[0]!.variables).toEqual({ shareToken: TOKEN, slot: 0 });
    expect(advances()).toContain('15 000 KGS');

    act(() => page.emit(FEED, push({ totalAdvances: '20000.00' })));
    await waitFor(() => expect(advances()).toContain('20 000 KGS'));
    expect(plain(summaryCard('due')?.textContent)).toContain('100 000 KGS');
    expect(page.asked('SharedDashboard')).toHaveLength(1);
  });

  it('shows the unavailable state once the feed completes and the link is gone (rotated or dashboard deleted)', async () => {
    let gone = false;
    const page = renderShared({
      SharedScreen: () =>
        gone
          ? { errors: [{ message: 'Дашборд не найден или неактивен', extensions: { code: 'NOT_FOUND' } }] }
          : screenAnswer(),
    });
    await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 });
    await page.subscribed(FEED);
    gone = true;
    act(() => page.complete(FEED));
    await waitFor(() => expect(page.asked('SharedScreen')).toHaveLength(2));
    expect(await screen.findByText('Дашборд недоступен')).toBeTruthy();
    expect(screen.getByText('Дашборд не найден или неактивен')).toBeTruthy();
    expect(screen.queryByTestId('shared-employee-card')).toBeNull();
  });

  it('shows the unavailable state when the link is gone by the time the feed starts', async () => {
    const page = await opened();
    act(() =>
      page.emit(FEED, { errors: [{ message: 'Дашборд не найден или неактивен', extensions: { code: 'NOT_FOUND' } }] }),
    );
    expect(await screen.findByText('Дашборд недоступен')).toBeTruthy();
    expect(screen.getByText('Дашборд не найден или неактивен')).toBeTruthy();
  });

  it('after another failure of the feed, subscribes again and reads what it missed; pushes resume', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const page = await opened();
      act(() => page.emit(FEED, { errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL' } }] }));
      act(() => page.complete(FEED));
      await waitFor(() =>
        expect(screen.getByText('Обновляется').closest('[data-live]')!.getAttribute('data-live')).toBe('down'),
      );
      expect(screen.getAllByTestId('shared-employee-card')).toHaveLength(3);

      act(() => vi.advanceTimersByTime(RESUBSCRIBE_MS));
      await page.subscribed(FEED, 2);
      await waitFor(() => expect(page.asked('SharedDashboard')).toHaveLength(2));
      await waitFor(() =>
        expect(screen.getByText('Обновляется').closest('[data-live]')!.getAttribute('data-live')).toBe('up'),
      );
      act(() => page.emit(FEED, push({ totalAdvances: '30000.00' })));
      await waitFor(() => expect(advances()).toContain('30 000 KGS'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('subscribes to the birthdays again after their feed failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const page = await opened();
      await page.subscribed('SharedDashboardBirthdaysChanged');
      act(() =>
        page.emit('SharedDashboardBirthdaysChanged', { errors: [{ message: 'Socket closed with event 4401' }] }),
      );
      act(() => page.complete('SharedDashboardBirthdaysChanged'));
      act(() => vi.advanceTimersByTime(RESUBSCRIBE_MS));
      await page.subscribed('SharedDashboardBirthdaysChanged', 2);
      await waitFor(() => expect(page.asked('SharedDashboardBirthdays')).toHaveLength(2));
      act(() =>
        page.emit('SharedDashboardBirthdaysChanged', {
          data: { sharedDashboardBirthdaysChanged: [birthday(5, 'Ева', 'Лаптева')] },
        }),
      );
      await waitFor(() => expect(plain(screen.getByTestId('birthdays').textContent)).toContain('Ева Лаптева'));
      expect(page.asked(FEED)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('polls the query every 4 s only while the socket is down, and shows it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const page = await opened();
      const badge = () => screen.getByText('Обновляется').closest('[data-live]')!.getAttribute('data-live');
      expect(badge()).toBe('up');
      act(() => vi.advanceTimersByTime(POLL_INTERVALS.sharedDashboard * 2));
      expect(page.asked('SharedDashboard')).toHaveLength(1);

      act(() => socketStatus.set(false));
      await waitFor(() => expect(badge()).toBe('down'));
      act(() => vi.advanceTimersByTime(POLL_INTERVALS.sharedDashboard));
      await waitFor(() => expect(page.asked('SharedDashboard')).toHaveLength(2));

      // Down for over 3 s: once back, the page reads what it missed once, then polls no more.
      act(() => socketStatus.set(true));
      await waitFor(() => expect(badge()).toBe('up'));
      await waitFor(() => expect(page.asked('SharedDashboard')).toHaveLength(3));
      act(() => vi.advanceTimersByTime(POLL_INTERVALS.sharedDashboard * 2));
      expect(page.asked('SharedDashboard')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells when the data last arrived, by answer or by push', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-20T10:00:00Z') });
    try {
      const page = await opened();
      // Bishkek is UTC+6.
      expect(screen.getByTestId('last-updated').textContent).toMatch(/^Обновлено в 16:00:0\d$/);
      act(() => vi.setSystemTime(new Date('2026-11-20T10:05:30Z')));
      act(() => page.emit(FEED, push({ totalAdvances: '20000.00' })));
      await waitFor(() => expect(screen.getByTestId('last-updated').textContent).toMatch(/^Обновлено в 16:05:3\d$/));
    } finally {
      vi.useRealTimers();
    }
  });

  it('at the company’s month turn, reads the new month and subscribes to it anew', async () => {
    // Bishkek's December begins at 18:00 UTC.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-30T17:59:00Z') });
    try {
      const page = await opened();
      expect(page.asked('SharedDashboard')).toHaveLength(1);
      act(() => vi.advanceTimersByTime(60_000));
      await waitFor(() => expect(page.asked('SharedDashboard')).toHaveLength(2));
      await page.subscribed(FEED, 2);
      act(() => page.emit(FEED, push({ totalAdvances: '1000.00' })));
      await waitFor(() => expect(advances()).toContain('1 000 KGS'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows pushed birthdays, and no banner for an empty list', async () => {
    const page = renderShared({ SharedDashboard: () => answer() });
    await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 });
    await page.subscribed('SharedDashboardBirthdaysChanged');
    expect(page.asked('SharedDashboardBirthdaysChanged')[0]!.variables).toEqual({ shareToken: TOKEN });
    expect(screen.queryByTestId('birthdays')).toBeNull();

    act(() =>
      page.emit('SharedDashboardBirthdaysChanged', {
        data: { sharedDashboardBirthdaysChanged: [birthday(5, 'Ева', 'Лаптева')] },
      }),
    );
    await waitFor(() => expect(plain(screen.getByTestId('birthdays').textContent)).toContain('Ева Лаптева'));
    act(() => page.emit('SharedDashboardBirthdaysChanged', { data: { sharedDashboardBirthdaysChanged: [] } }));
    await waitFor(() => expect(screen.queryByTestId('birthdays')).toBeNull());
    expect(page.asked('SharedDashboardBirthdays')).toHaveLength(1);
  });
});
