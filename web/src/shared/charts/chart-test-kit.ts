import { vi } from 'vitest';

/**
 * recharts measures its container, and jsdom lays nothing out: a ResizeObserver that reports a
 * size lets the chart draw in unit tests. Call in beforeEach; vitest restores globals per file.
 */
export function sizedCharts() {
  class SizedResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target, contentRect: { width: 600, height: 260 } } as ResizeObserverEntry], this as never);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', SizedResizeObserver);
}
