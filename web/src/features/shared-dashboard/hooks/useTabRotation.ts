import { useEffect, useEffectEvent, useState } from 'react';

/** A wall screen moves on every 15 s (docs/architecture.md, 'The pay screens'). */
export const TAB_ROTATION_MS = 15_000;

/**
 * The chosen tab among `keys` (the first when the chosen one is gone) and the page of its cards
 * shown (`pagesOf` a tab: how many its cards fill), moved on every `rotationMs`: the tab's next
 * page, and after its last page the next tab while rotating. A timer, not polling: nothing is
 * asked of the server. Picking a tab stops the tabs' rotation; a link whose rotation is off
 * (`rotationMs` null) starts stopped, and a change of the link's setting starts over from it. A
 * tab's pages still turn (every TAB_ROTATION_MS when the rotation is off), so every card is seen.
 */
export function useTabRotation(
  keys: readonly string[],
  pagesOf: (key: string) => number = () => 1,
  rotationMs: number | null = TAB_ROTATION_MS,
) {
  const everyMs = rotationMs ?? TAB_ROTATION_MS;
  const [at, setAt] = useState({ chosen: keys[0] ?? '', page: 0 });
  const linkRotates = rotationMs !== null;
  const [rotation, setRotation] = useState({ linkRotates, on: linkRotates });
  const rotating = rotation.linkRotates === linkRotates ? rotation.on : linkRotates;
  const setRotating = (on: boolean) => setRotation({ linkRotates, on });
  const current = (chosen: string) => (keys.includes(chosen) ? chosen : (keys[0] ?? ''));
  const value = current(at.chosen);
  const pages = pagesOf(value);
  const moves = (rotating && keys.length > 1) || pages > 1;

  // From the state itself, not this render's: ticks may come faster than renders.
  const step = useEffectEvent(() =>
    setAt(({ chosen, page }) => {
      const key = current(chosen);
      if (page + 1 < pagesOf(key)) return { chosen: key, page: page + 1 };
      return { chosen: rotating ? keys[(Math.max(keys.indexOf(key), 0) + 1) % keys.length]! : key, page: 0 };
    }),
  );

  useEffect(() => {
    if (!moves) return;
    const timer = setInterval(() => step(), everyMs);
    return () => clearInterval(timer);
  }, [moves, everyMs]);

  return {
    value,
    // Fewer pages after a resize or a push: the last one that is left.
    page: Math.min(at.page, Math.max(pages - 1, 0)),
    rotating,
    setRotating,
    pick(key: string) {
      setAt({ chosen: key, page: 0 });
      setRotating(false);
    },
  };
}
