import { describe, expect, it } from 'vitest';
import { reconnectDelayMs, RESTART_SPREAD_MS, SERVICE_RESTART_CLOSE } from './reconnect';

describe('reconnectDelayMs', () => {
  it('follows a Service Restart at once, only spread', () => {
    expect(reconnectDelayMs(0, SERVICE_RESTART_CLOSE, () => 0)).toBe(0);
    expect(reconnectDelayMs(0, SERVICE_RESTART_CLOSE, () => 0.999)).toBeLessThan(RESTART_SPREAD_MS);
  });

  it('backs off after any other close, and after a failed reconnect following a restart', () => {
    expect(reconnectDelayMs(0, 1006, () => 0.5)).toBe(1000);
    expect(reconnectDelayMs(0, undefined, () => 0.5)).toBe(1000);
    expect(reconnectDelayMs(1, SERVICE_RESTART_CLOSE, () => 0.5)).toBe(2000);
    expect(reconnectDelayMs(10, 1006, () => 0.5)).toBe(15_000);
  });
});
