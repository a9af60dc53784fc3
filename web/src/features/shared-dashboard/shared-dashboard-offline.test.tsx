import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { STALE_AFTER_MS } from './hooks/useConnectionLost';
import { advances, payload, renderShared, screenRoot } from './shared-dashboard.fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => socketStatus.set(true));
afterEach(() => {
  socketStatus.set(false);
  vi.useRealTimers();
});

const FEED = 'SharedDashboardChanged';
const notice = () => screen.queryByTestId('offline-notice');

async function opened() {
  const page = renderShared();
  await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 });
  await page.subscribed(FEED);
  return page;
}

describe('the public dashboard without a connection', () => {
  it('dims the figures and says since when once the socket is down over 3 s; catches up and clears when back', async () => {
    // 08:32 UTC is 14:32 in Bishkek.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-20T08:32:10Z') });
    const page = await opened();
    expect(screenRoot().dataset.stale).toBeUndefined();

    act(() => socketStatus.set(false));
    act(() => vi.advanceTimersByTime(STALE_AFTER_MS - 100));
    expect(notice()).toBeNull();
    expect(screenRoot().dataset.stale).toBeUndefined();

    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(notice()?.textContent).toBe('Нет связи с 14:32'));
    expect(screenRoot().dataset.stale).toBe('true');
    // It keeps the time the connection was lost, not the time now.
    // The fallback polls meanwhile; each lands before the next.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(notice()?.textContent).toBe('Нет связи с 14:32');
    const readsWhileDown = page.asked('SharedDashboard').length;
    const settingsReadsWhileDown = page.asked('SharedScreen').length;

    act(() => socketStatus.set(true));
    await waitFor(() => expect(notice()).toBeNull());
    expect(screenRoot().dataset.stale).toBeUndefined();
    // Caught up: the settings and the data read again (graphql-ws has subscribed again by itself), and pushes land.
    await waitFor(() => expect(page.asked('SharedScreen')).toHaveLength(settingsReadsWhileDown + 1));
    await waitFor(() => expect(page.asked('SharedDashboard')).toHaveLength(readsWhileDown + 1));
    act(() => page.emit(FEED, { data: { sharedDashboard: payload({ totalAdvances: '20000.00' }) } }));
    await waitFor(() => expect(advances()).toContain('20 000 KGS'));
  });

  it('says nothing of a blip shorter than 3 s and does not subscribe again for it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const page = await opened();
    act(() => socketStatus.set(false));
    act(() => vi.advanceTimersByTime(STALE_AFTER_MS - 500));
    act(() => socketStatus.set(true));
    act(() => vi.advanceTimersByTime(STALE_AFTER_MS * 2));
    expect(notice()).toBeNull();
    expect(screenRoot().dataset.stale).toBeUndefined();
    expect(page.asked(FEED)).toHaveLength(1);
  });

  it('counts from its opening when the socket never came up', async () => {
    socketStatus.set(false);
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-20T09:05:00Z') });
    renderShared();
    await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 });
    act(() => vi.advanceTimersByTime(STALE_AFTER_MS));
    await waitFor(() => expect(notice()?.textContent).toBe('Нет связи с 15:05'));
  });
});
