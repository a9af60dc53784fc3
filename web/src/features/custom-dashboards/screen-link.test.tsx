import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/shared/format/dates';
import { socketStatus } from '@/shared/live/socket-status';
import { card, cards, HALL, OFFICE, screenSettings, setup } from './custom-dashboards.fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));

const watching = (dashboardId: number, screens: { id: string; connectedAt: string }[]) => ({
  __typename: 'DashboardWatching' as const,
  dashboardId,
  count: screens.length,
  lastConnectedAt: screens.at(-1)?.connectedAt ?? null,
  screens: screens.map((s) => ({
    __typename: 'WatchingScreen' as const,
    network: '203.0.113.0/24',
    agent: 'Chrome',
    ...s,
  })),
});

const linkState = async (name: string) => within(await card(name)).getByTestId('link-state').textContent;

describe('a link’s state', () => {
  it('shows the state and the expiry on each card', async () => {
    const expiresAt = '2099-12-31T18:00:00.000Z';
    setup('owner', {
      CustomDashboards: () => ({
        data: {
          customDashboards: [
            { ...HALL, screen: screenSettings({ expiresAt }) },
            { ...OFFICE, screen: screenSettings({ state: 'expired', expiresAt: '2026-03-01T00:00:00.000Z' }) },
          ],
        },
      }),
    });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(await linkState('Зал')).toBe('Активна');
    expect(within(await card('Зал')).getByText(`До ${formatDateTime(expiresAt)}`)).toBeTruthy();
    expect(await linkState('Офис')).toBe('Истекла');
  });

  it('turns to expired when the expiry passes while the page is open, asking nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const expiresAt = new Date(Date.now() + 60_000).toISOString();
      const { calls } = setup('owner', {
        CustomDashboards: () => ({ data: { customDashboards: [{ ...HALL, screen: screenSettings({ expiresAt }) }] } }),
      });
      await waitFor(async () => expect(await linkState('Зал')).toBe('Активна'));
      const asked = calls.length;
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(await linkState('Зал')).toBe('Активна');
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(await linkState('Зал')).toBe('Истекла');
      expect(calls).toHaveLength(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is paused and resumed from the card', async () => {
    const pausedAt = '2026-04-01T09:00:00.000Z';
    const { asked } = setup('manager', {
      PauseDashboardLink: () => ({
        data: { pauseDashboardLink: { ...HALL, screen: screenSettings({ state: 'paused', pausedAt }) } },
      }),
      ResumeDashboardLink: () => ({ data: { resumeDashboardLink: HALL } }),
    });
    const hall = await card('Зал');
    expect(within(hall).queryByRole('button', { name: 'Возобновить ссылку' })).toBeNull();
    await userEvent.click(within(hall).getByRole('button', { name: 'Приостановить ссылку' }));
    expect(await screen.findByText('Ссылка приостановлена')).toBeTruthy();
    expect(asked('PauseDashboardLink')[0]!.variables).toEqual({ companyId: 10, id: 1 });
    await waitFor(async () => expect(await linkState('Зал')).toBe('Приостановлена'));
    expect(await linkState('Офис')).toBe('Активна');

    await userEvent.click(within(await card('Зал')).getByRole('button', { name: 'Возобновить ссылку' }));
    expect(await screen.findByText('Ссылка возобновлена')).toBeTruthy();
    expect(asked('ResumeDashboardLink')[0]!.variables).toEqual({ companyId: 10, id: 1 });
    await waitFor(async () => expect(await linkState('Зал')).toBe('Активна'));
    expect(within(await card('Зал')).getByRole('button', { name: 'Приостановить ссылку' })).toBeTruthy();
  });

  it('keeps the state when a pause is refused, saying why', async () => {
    setup('owner', { PauseDashboardLink: () => ({ errors: [{ message: 'Недостаточно прав' }] }) });
    await userEvent.click(within(await card('Офис')).getByRole('button', { name: 'Приостановить ссылку' }));
    expect(await screen.findByText('Недостаточно прав')).toBeTruthy();
    expect(await linkState('Офис')).toBe('Активна');
  });

  it('shows a pause by another manager at once (customDashboardChanged)', async () => {
    const { emit, asked } = setup('owner');
    await waitFor(() => expect(asked('CustomDashboardChanged')).toHaveLength(1));
    const dashboard = { ...OFFICE, screen: screenSettings({ state: 'paused', pausedAt: '2026-04-01T09:00:00.000Z' }) };
    act(() =>
      emit('CustomDashboardChanged', {
        data: {
          customDashboardChanged: {
            __typename: 'CustomDashboardEvent',
            kind: 'updated',
            companyId: 10,
            id: 2,
            dashboard,
          },
        },
      }),
    );
    await waitFor(async () => expect(await linkState('Офис')).toBe('Приостановлена'));
    expect(within(await card('Офис')).getByRole('button', { name: 'Возобновить ссылку' })).toBeTruthy();
  });

  it('offers neither pause nor settings to a role that may not edit', async () => {
    setup('employee');
    await waitFor(() => expect(cards()).toHaveLength(2));
    for (const name of ['Приостановить ссылку', 'Возобновить ссылку', 'Настройки экрана']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(await linkState('Зал')).toBe('Активна');
  });
});

describe('the screens watching', () => {
  const first = { id: 's1', connectedAt: '2026-04-01T08:00:00.000Z' };

  it('counts them per card and follows dashboardScreensChanged without asking again', async () => {
    const { emit, asked } = setup('manager', {
      DashboardScreens: () => ({ data: { dashboardScreens: [watching(1, [first]), watching(2, [])] } }),
    });
    expect(await within(await card('Зал')).findByText('Смотрят: 1 экран')).toBeTruthy();
    expect(
      within(await card('Зал')).getByText(`Последнее подключение: ${formatDateTime(first.connectedAt)}`),
    ).toBeTruthy();
    expect(within(await card('Офис')).getByText('Смотрят: 0 экранов')).toBeTruthy();
    expect(within(await card('Офис')).getByText('Экраны ещё не подключались')).toBeTruthy();
    expect(asked('DashboardScreens')[0]!.variables).toEqual({ companyId: 10 });
    await waitFor(() => expect(asked('DashboardScreensChanged')).toHaveLength(1));
    expect(asked('DashboardScreensChanged')[0]!.variables).toEqual({ companyId: 10 });

    const second = { id: 's2', connectedAt: '2026-04-01T08:05:00.000Z' };
    const third = { id: 's3', connectedAt: '2026-04-01T08:10:00.000Z' };
    act(() => emit('DashboardScreensChanged', { data: { dashboardScreensChanged: watching(2, [second, third]) } }));
    expect(await within(await card('Офис')).findByText('Смотрят: 2 экрана')).toBeTruthy();
    expect(
      within(await card('Офис')).getByText(`Последнее подключение: ${formatDateTime(third.connectedAt)}`),
    ).toBeTruthy();
    expect(within(await card('Зал')).getByText('Смотрят: 1 экран')).toBeTruthy();

    // A screen leaves: the count drops, the last connection stays.
    act(() =>
      emit('DashboardScreensChanged', {
        data: { dashboardScreensChanged: { ...watching(1, []), lastConnectedAt: first.connectedAt } },
      }),
    );
    expect(await within(await card('Зал')).findByText('Смотрят: 0 экранов')).toBeTruthy();
    expect(
      within(await card('Зал')).getByText(`Последнее подключение: ${formatDateTime(first.connectedAt)}`),
    ).toBeTruthy();
    expect(asked('DashboardScreens')).toHaveLength(1);
  });

  it('lists each screen: since when, from which network, which browser', async () => {
    setup('owner', {
      DashboardScreens: () => ({
        data: { dashboardScreens: [watching(1, [first, { id: 's2', connectedAt: '2026-04-01T09:00:00.000Z' }])] },
      }),
    });
    await userEvent.click(await within(await card('Зал')).findByRole('button', { name: 'Смотрят: 2 экрана' }));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toBe(`${formatDateTime(first.connectedAt)}203.0.113.0/24Chrome`);
  });

  it('shows no count it does not know when the list cannot be read', async () => {
    setup('owner', { DashboardScreens: () => ({ errors: [{ message: 'Недостаточно прав' }] }) });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(await linkState('Зал')).toBe('Активна');
    expect(screen.queryByText(/Смотрят/)).toBeNull();
  });
});
