import { describe, expect, it } from 'vitest';
import { rateLimitHeadersOf } from './rate-limit-headers';

describe('rateLimitHeadersOf', () => {
  it('is nothing for a request that counted against no limit', () => {
    expect(rateLimitHeadersOf([])).toBeNull();
  });

  it('tells the limit closest to exhaustion, and lists every limit counted, the tightest first', () => {
    const ip = { limit: 30, remaining: 20, resetSeconds: 800, windowSeconds: 900 };
    const email = { limit: 10, remaining: 3, resetSeconds: 600, windowSeconds: 900 };
    expect(rateLimitHeadersOf([ip, email])).toEqual({
      'ratelimit-limit': '10',
      'ratelimit-remaining': '3',
      'ratelimit-reset': '600',
      'ratelimit-policy': '10;w=900, 30;w=900',
    });
  });

  it('between two spent limits, tells the one that frees later', () => {
    const soon = { limit: 600, remaining: 0, resetSeconds: 5, windowSeconds: 60 };
    const late = { limit: 5, remaining: 0, resetSeconds: 3000, windowSeconds: 3600 };
    expect(rateLimitHeadersOf([soon, late])?.['ratelimit-reset']).toBe('3000');
  });
});
