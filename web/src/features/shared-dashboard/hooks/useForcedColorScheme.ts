import { useEffect } from 'react';

const ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * Draws this page in `scheme` while it is open (a link's theme), then gives the app its own back.
 * Mantine's attribute on the root is set directly, not through its manager, which would keep the
 * choice for every page of this browser.
 */
export function useForcedColorScheme(scheme: 'light' | 'dark' | null) {
  useEffect(() => {
    if (!scheme) return;
    const root = document.documentElement;
    const before = root.getAttribute(ATTRIBUTE);
    root.setAttribute(ATTRIBUTE, scheme);
    return () => {
      if (before === null) root.removeAttribute(ATTRIBUTE);
      else root.setAttribute(ATTRIBUTE, before);
    };
  }, [scheme]);
}
