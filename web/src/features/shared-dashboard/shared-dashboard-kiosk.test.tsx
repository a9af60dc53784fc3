import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { TAB_ROTATION_MS } from './hooks/useTabRotation';
import { cardNames, renderShared, screenRoot } from './shared-dashboard.fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => socketStatus.set(true));
afterEach(() => {
  socketStatus.set(false);
  vi.useRealTimers();
});

describe('the public dashboard in kiosk mode (?kiosk)', () => {
  it('has nothing to click and no cursor; names the department shown, which still rotates', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderShared({}, '?kiosk');
    await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 });

    expect(screenRoot().dataset.kiosk).toBe('true');
    expect(screenRoot().style.cursor).toBe('none');
    for (const role of ['tab', 'tablist', 'switch', 'checkbox', 'button', 'link']) {
      expect(screen.queryAllByRole(role)).toEqual([]);
    }
    const label = () => screen.getByTestId('department-label').textContent;
    expect(label()).toBe('Все отделы');

    act(() => vi.advanceTimersByTime(TAB_ROTATION_MS));
    expect(label()).toBe('Продажи');
    expect(cardNames()).toEqual(['Анна Иванова', 'Борис Петров']);
  });

  it('keeps its controls and the cursor without the parameter', async () => {
    renderShared();
    await screen.findAllByTestId('shared-employee-card', {}, { timeout: 5000 });
    expect(screenRoot().dataset.kiosk).toBeUndefined();
    expect(screenRoot().style.cursor).toBe('');
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(1);
    expect(screen.getByRole('switch', { name: 'Автосмена отделов' })).toBeTruthy();
    expect(screen.queryByTestId('department-label')).toBeNull();
  });
});
