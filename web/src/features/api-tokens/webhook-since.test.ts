import { describe, expect, it } from 'vitest';
import { instantOfLocalInput, localInputBefore } from './webhook-since';

describe('the "since" of a redelivery', () => {
  it('starts a day back, in the browser’s zone, and reads back as the same instant', () => {
    const now = new Date(2026, 10, 28, 9, 30);
    const value = localInputBefore(now, 24);
    expect(value).toBe('2026-11-27T09:30');
    expect(instantOfLocalInput(value)).toBe(new Date(2026, 10, 27, 9, 30).toISOString());
  });

  it('names no instant for an empty or malformed value', () => {
    for (const bad of ['', '2026-11-27', '27.11.2026 09:30', '2026-13-45T99:99']) {
      expect(instantOfLocalInput(bad)).toBeNull();
    }
  });
});
