import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlaylist, type PlaylistSlot } from './usePlaylist';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a link’s playlist', () => {
  it('shows each slot for its seconds, then the next, round and round', () => {
    const slots = [
      { slot: 0, seconds: 5 },
      { slot: 1, seconds: 10 },
    ];
    const { result } = renderHook(() => usePlaylist(slots));
    expect(result.current?.slot).toBe(0);
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current?.slot).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.slot).toBe(1);
    act(() => vi.advanceTimersByTime(9_999));
    expect(result.current?.slot).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.slot).toBe(0);
  });

  it('starts a new playlist over from its first slot at once', () => {
    let slots: PlaylistSlot[] = [
      { slot: 0, seconds: 5 },
      { slot: 1, seconds: 5 },
    ];
    const { result, rerender } = renderHook(() => usePlaylist(slots));
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current?.slot).toBe(1);
    slots = [
      { slot: 0, seconds: 30 },
      { slot: 1, seconds: 5 },
      { slot: 2, seconds: 5 },
    ];
    rerender();
    expect(result.current?.slot).toBe(0);
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current?.slot).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.slot).toBe(1);
  });

  it('stays on a single slot', () => {
    const { result } = renderHook(() => usePlaylist([{ slot: 0, seconds: 5 }]));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current?.slot).toBe(0);
  });
});
