import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import {
  answer,
  cardNames,
  employee,
  plain,
  renderShared,
  screenAnswer,
  screenRoot,
  screenSettings,
  threshold,
} from './shared-dashboard.fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => socketStatus.set(true));
afterEach(() => {
  socketStatus.set(false);
  vi.useRealTimers();
});

const FEED = 'SharedDashboardChanged';
const SETTINGS = 'SharedScreenChanged';
const pushSettings = (over: Record<string, unknown>) => ({ data: { sharedScreenChanged: screenSettings(over) } });
const slot = (n: number, name: string, seconds: number) => ({ __typename: 'SharedScreenSlot', slot: n, name, seconds });
const title = () => screen.queryByRole('heading', { level: 2 })?.textContent;

async function opened(handlers: Parameters<typeof renderShared>[0] = {}) {
  const page = renderShared(handlers);
  await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 });
  await page.subscribed(SETTINGS);
  return page;
}

describe('the public dashboard follows its link’s settings', () => {
  it('says a paused link is paused at once, and comes back by itself on resume', async () => {
    const page = await opened();
    expect(page.asked(SETTINGS)[0]!.variables).toEqual({ shareToken: expect.any(String) });

    act(() => page.emit(SETTINGS, pushSettings({ state: 'paused' })));
    await waitFor(() => expect(title()).toBe('Ссылка приостановлена'));
    expect(screen.queryByTestId('shared-employee-card')).toBeNull();

    act(() => page.emit(SETTINGS, pushSettings({ state: 'active' })));
    await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 });
    await page.subscribed(FEED, 2);
  });

  it('opens an expired link on its page, without reading the data', async () => {
    const page = renderShared({ SharedScreen: () => screenAnswer({ state: 'expired' }) });
    expect(await screen.findByText('Срок действия ссылки истёк', {}, { timeout: 5000 })).toBeTruthy();
    expect(page.asked('SharedDashboard')).toEqual([]);
  });

  it('says when the link may not be opened from this network', async () => {
    renderShared({
      SharedScreen: () => ({
        errors: [
          {
            message: 'Ссылка недоступна из этой сети',
            extensions: { code: 'FORBIDDEN', reason: 'SHARE_LINK_NETWORK' },
          },
        ],
      }),
    });
    expect(await screen.findByText('Ссылка недоступна из этой сети', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('asks the settings again when the data’s feed ends, and shows the page they tell', async () => {
    let state = 'active';
    const page = await opened({ SharedScreen: () => screenAnswer({ state }) });
    state = 'expired';
    act(() => page.complete(FEED));
    await waitFor(() => expect(title()).toBe('Срок действия ссылки истёк'));
  });

  it('asks the settings again when the data’s feed is refused as paused, and shows the page they tell', async () => {
    let state = 'active';
    const page = await opened({ SharedScreen: () => screenAnswer({ state }) });
    state = 'paused';
    act(() =>
      page.emit(FEED, {
        errors: [{ message: 'Ссылка приостановлена', extensions: { code: 'FORBIDDEN', reason: 'SHARE_LINK_PAUSED' } }],
      }),
    );
    await waitFor(() => expect(title()).toBe('Ссылка приостановлена'));
  });

  it('reads the settings again when their own feed ends, and shows the refusal they answer', async () => {
    let refused = false;
    const page = await opened({
      SharedScreen: () =>
        refused
          ? {
              errors: [
                {
                  message: 'Ссылка недоступна из этой сети',
                  extensions: { code: 'FORBIDDEN', reason: 'SHARE_LINK_NETWORK' },
                },
              ],
            }
          : screenAnswer({}),
    });
    refused = true;
    act(() => page.complete(SETTINGS));
    await waitFor(() => expect(title()).toBe('Ссылка недоступна из этой сети'));
  });

  it('shows the playlist’s dashboards in turn, and a new playlist at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const page = await opened({
      SharedScreen: () => screenAnswer({ playlist: [slot(0, 'Продажи', 5), slot(1, 'Склад', 10)] }),
      SharedDashboard: ({ slot: n }) =>
        n === 1 ? answer({ employees: [employee(7, 'Дина Складова', { departmentId: 2 })] }) : answer(),
    });
    expect(page.asked('SharedDashboard').map((c) => c.variables.slot)).toEqual([0]);

    act(() => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(cardNames()).toEqual(['Дина Складова']));
    expect(page.asked(FEED).map((c) => c.variables.slot)).toEqual([0, 1]);

    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(cardNames()).toHaveLength(3));

    // An edit of the playlist: the screen starts over with it at once.
    act(() => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(cardNames()).toEqual(['Дина Складова']));
    act(() => page.emit(SETTINGS, pushSettings({ playlist: [slot(0, 'Продажи', 30), slot(2, 'Офис', 30)] })));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it('draws a dark theme on this page only', async () => {
    const page = await opened({ SharedScreen: () => screenAnswer({ theme: 'dark' }) });
    const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(screenRoot().dataset.theme).toBe('dark');
    act(() => page.emit(SETTINGS, pushSettings({ theme: 'light' })));
    await waitFor(() => expect(scheme()).toBe('light'));
  });

  it('dims at night on the company’s clock, or shows only a clock and the logo', async () => {
    // 17:00 UTC is 23:00 in Bishkek.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-20T16:59:50Z') });
    const page = await opened({
      SharedScreen: () =>
        screenAnswer({ night: { __typename: 'ScreenNight', from: '23:00', to: '07:00', mode: 'dim' } }),
    });
    expect(screen.queryByTestId('night-veil')).toBeNull();
    act(() => vi.advanceTimersByTime(15_000));
    await waitFor(() => expect(screen.getByTestId('night-veil')).toBeTruthy());
    expect(screenRoot().dataset.night).toBe('dim');

    act(() =>
      page.emit(
        SETTINGS,
        pushSettings({ night: { __typename: 'ScreenNight', from: '23:00', to: '07:00', mode: 'clock' } }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('night-clock').textContent).toBe('23:00'));
    expect(screen.queryByTestId('shared-employee-card')).toBeNull();
    expect(screen.getByTestId('service-brand')).toBeTruthy();
  });

  it('in privacy mode shows ranks and progress, no money', async () => {
    renderShared({
      SharedScreen: () => screenAnswer({ privacyMode: true }),
      SharedDashboard: () =>
        answer({
          privacyMode: true,
          employees: [
            employee(1, 'Анна Иванова', {
              rank: 1,
              totalSalary: null,
              ordersCount: null,
              employeeProfit: null,
              averageCheck: null,
              bonusAmount: null,
              penaltyAmount: null,
              advanceAmount: null,
              appliedRules: [
                { __typename: 'SharedAppliedRule', name: 'Оклад', salaryMode: 'base', calculatedAmount: null },
              ],
            }),
          ],
          thresholdProgress: [
            {
              ...threshold('Выручка отдела', 'Продажи', '0', '1'),
              currentValue: null,
              thresholdValue: null,
              progressPercent: '45.50',
              projectedPercent: '91.0',
            },
          ],
          totalBaseRateAmount: null,
          totalTeamBonuses: null,
          totalAdvances: null,
          totalSalaryPayouts: null,
          bestEmployee: null,
          baseRatePercentage: null,
        }),
    });
    const card = (await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 }))[0]!;
    expect(screen.getByTestId('employee-rank').textContent).toBe('№ 1');
    expect(plain(card.textContent)).toContain('Оклад');
    expect(plain(document.body.textContent)).not.toMatch(/KGS|—/);
    expect(plain(screen.getByTestId('shared-threshold').textContent)).toContain('45%');
    expect(screen.getByTestId('shared-threshold-projection').textContent).toBe('Прогноз на конец месяца: 91%');
    expect(screen.getByTestId('shared-threshold').dataset.color).toBe('orange');
  });

  it('rotates the departments as the link says; 0 leaves them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const page = await opened({ SharedScreen: () => screenAnswer({ departmentRotationSeconds: 5 }) });
    const selected = () =>
      screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')!.textContent;
    act(() => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(selected()).toBe('Продажи'));

    act(() => page.emit(SETTINGS, pushSettings({ departmentRotationSeconds: 0 })));
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Автосмена отделов' }) as HTMLInputElement).checked).toBe(false),
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(selected()).toBe('Продажи');
  });
});
