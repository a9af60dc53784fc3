import { useEffect, useState } from 'react';

export interface PlaylistSlot {
  slot: number;
  seconds: number;
}

/**
 * The playlist's slot on screen: each shown for its seconds, then the next, round and round. A
 * new playlist (pushed when the link's settings change) starts over from its first slot at once.
 * A client timer: nothing is asked of the server.
 */
export function usePlaylist(slots: readonly PlaylistSlot[]): PlaylistSlot | null {
  const order = slots.map((s) => `${s.slot}:${s.seconds}`).join(',');
  const [at, setAt] = useState({ order, index: 0 });
  const index = at.order === order ? at.index : 0;
  const current = slots[index] ?? null;
  const seconds = current?.seconds ?? 0;

  useEffect(() => {
    if (slots.length < 2 || seconds <= 0) return;
    const timer = setTimeout(() => setAt({ order, index: (index + 1) % slots.length }), seconds * 1000);
    return () => clearTimeout(timer);
  }, [order, index, seconds, slots.length]);

  return current;
}
