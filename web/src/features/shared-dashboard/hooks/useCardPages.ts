import { useEffect, useState } from 'react';

/** How many cards a page holds: whole rows of the grid that fit the area's height, at least one row. */
export function cardsPerPage(area: { height: number }, grid: { columns: number; rowGap: number }, cardHeight: number) {
  const rows = Math.max(1, Math.floor((area.height + grid.rowGap) / (cardHeight + grid.rowGap)));
  return Math.max(1, grid.columns) * rows;
}

/**
 * Splits the cards into pages that fit the area without scrolling, measured in the browser: the
 * area's height (it takes what the rest of the screen leaves), the grid's columns, and its
 * tallest card (every card is as tall as the dashboard's tallest, so pages do not change size).
 * Measured again whenever the area or the grid resizes, or the `content` shown changes. Infinity (one page) until measured, or
 * when `enabled` is false (a phone scrolls instead). `measure` is the area's ref callback.
 */
export function useCardPages(enabled: boolean, content: string) {
  const [area, setArea] = useState<HTMLElement | null>(null);
  const [perPage, setPerPage] = useState(Infinity);

  useEffect(() => {
    if (!enabled || !area) return;
    const measure = () => {
      const grid = area.querySelector<HTMLElement>('[data-card-grid]');
      const cards = grid ? Array.from(grid.children, (c) => (c as HTMLElement).offsetHeight) : [];
      // Not laid out (hidden, or no cards yet): nothing to go by.
      if (!grid || area.clientHeight === 0 || cards.length === 0) return;
      observer.observe(grid);
      const style = getComputedStyle(grid);
      const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
      setPerPage(
        cardsPerPage(
          { height: area.clientHeight },
          { columns, rowGap: parseFloat(style.rowGap) || 0 },
          Math.max(...cards),
        ),
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    measure();
    return () => observer.disconnect();
  }, [area, enabled, content]);

  return { measure: setArea, perPage: enabled ? perPage : Infinity };
}
