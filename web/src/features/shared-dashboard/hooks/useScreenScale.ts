import { useViewportSize } from '@mantine/hooks';
import { useEffect } from 'react';

/** The layout is drawn for 1920x1080; a 4K screen shows it twice as large, never smaller than drawn. */
const DESIGN = { width: 1920, height: 1080 } as const;
const MAX_SCALE = 3;

export function screenScale(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.min(MAX_SCALE, Math.max(1, Math.min(width / DESIGN.width, height / DESIGN.height)));
}

/**
 * Scales the page with the viewport while it is open: the root font size grows, and with it every
 * rem of the theme (text, spacing, cards), so a 4K wall screen is legible from across the room.
 * Returns the factor for the few sizes given in pixels.
 */
export function useScreenScale(): number {
  const { width, height } = useViewportSize();
  const scale = screenScale(width, height);
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = scale === 1 ? before : `${16 * scale}px`;
    return () => {
      root.style.fontSize = before;
    };
  }, [scale]);
  return scale;
}
