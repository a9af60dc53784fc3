import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BURN_IN_OFFSETS, BURN_IN_SHIFT_MS, useBurnInShift } from './useBurnInShift';
import { cardsPerPage } from './useCardPages';
import { useForcedColorScheme } from './useForcedColorScheme';
import { screenScale } from './useScreenScale';
import { TAB_ROTATION_MS, useTabRotation } from './useTabRotation';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a wall screen’s timers and sizes', () => {
  it('turns a tab’s pages, then moves to the next tab at page one', () => {
    const pages: Record<string, number> = { all: 3, '1': 2, '2': 1 };
    const { result } = renderHook(() => useTabRotation(['all', '1', '2'], (key) => pages[key]!));
    const at = () => [result.current.value, result.current.page];
    const seen = [at()];
    for (let i = 0; i < 6; i++) {
      act(() => vi.advanceTimersByTime(TAB_ROTATION_MS));
      seen.push(at());
    }
    expect(seen).toEqual([
      ['all', 0],
      ['all', 1],
      ['all', 2],
      ['1', 0],
      ['1', 1],
      ['2', 0],
      ['all', 0],
    ]);
  });

  it('still turns the pages of a tab picked by hand, staying on it', () => {
    const { result } = renderHook(() => useTabRotation(['all', '1'], (key) => (key === '1' ? 2 : 1)));
    act(() => result.current.pick('1'));
    act(() => vi.advanceTimersByTime(TAB_ROTATION_MS));
    expect([result.current.value, result.current.page]).toEqual(['1', 1]);
    act(() => vi.advanceTimersByTime(TAB_ROTATION_MS));
    expect([result.current.value, result.current.page]).toEqual(['1', 0]);
  });

  it('shows the last page left when the pages shrink', () => {
    let pages = 3;
    const { result, rerender } = renderHook(() => useTabRotation(['all'], () => pages));
    act(() => vi.advanceTimersByTime(TAB_ROTATION_MS * 2));
    expect(result.current.page).toBe(2);
    pages = 2;
    rerender();
    expect(result.current.page).toBe(1);
  });

  it('holds whole rows of cards that fit the area, at least one', () => {
    expect(cardsPerPage({ height: 700 }, { columns: 5, rowGap: 8 }, 160)).toBe(20);
    expect(cardsPerPage({ height: 690 }, { columns: 5, rowGap: 8 }, 168)).toBe(15);
    expect(cardsPerPage({ height: 100 }, { columns: 3, rowGap: 8 }, 160)).toBe(3);
  });

  it('scales 1080p as drawn, 4K twice, and never below the drawing', () => {
    expect(screenScale(1920, 1080)).toBe(1);
    expect(screenScale(3840, 2160)).toBe(2);
    expect(screenScale(1080, 1920)).toBe(1);
    expect(screenScale(2160, 3840)).toBe(1.125);
    expect(screenScale(390, 844)).toBe(1);
    expect(screenScale(15360, 8640)).toBe(3);
  });

  it('moves the content a few pixels every 3 minutes, round the offsets and back', () => {
    const { result } = renderHook(() => useBurnInShift());
    expect(result.current).toBe('translate(0px, 0px)');
    act(() => vi.advanceTimersByTime(BURN_IN_SHIFT_MS - 1));
    expect(result.current).toBe('translate(0px, 0px)');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(`translate(${BURN_IN_OFFSETS[1]![0]}px, ${BURN_IN_OFFSETS[1]![1]}px)`);
    act(() => vi.advanceTimersByTime(BURN_IN_SHIFT_MS * (BURN_IN_OFFSETS.length - 1)));
    expect(result.current).toBe('translate(0px, 0px)');
    for (const [x, y] of BURN_IN_OFFSETS) expect(Math.max(Math.abs(x), Math.abs(y))).toBeLessThanOrEqual(4);
  });

  it('draws the page in the link’s scheme while it is open, then gives the app its own back', () => {
    const root = document.documentElement;
    root.setAttribute('data-mantine-color-scheme', 'light');
    const { rerender, unmount } = renderHook(({ scheme }) => useForcedColorScheme(scheme), {
      initialProps: { scheme: 'dark' as 'dark' | 'light' | null },
    });
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
    rerender({ scheme: null });
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
    rerender({ scheme: 'dark' });
    unmount();
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
