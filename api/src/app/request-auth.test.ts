import { describe, expect, it } from 'vitest';
import { clientIp } from './request-auth';

describe('clientIp', () => {
  const xff = (value: string) => ({ 'x-forwarded-for': value });

  it('is the socket peer when no proxy is trusted, whatever the header says', () => {
    expect(clientIp(xff('203.0.113.9'), '10.0.0.2', 0)).toBe('10.0.0.2');
    expect(clientIp({}, '10.0.0.2', 0)).toBe('10.0.0.2');
  });

  it('behind one trusted proxy, is the entry that proxy appended: forged entries to its left are never reached', () => {
    expect(clientIp(xff('203.0.113.9'), '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(clientIp(xff('1.1.1.1, 2.2.2.2, 203.0.113.9'), '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(clientIp(xff('1.1.1.1,203.0.113.9'), '10.0.0.2', 2)).toBe('1.1.1.1');
  });

  it('stops at the leftmost entry when the chain is shorter than the hops, and at the peer without a header', () => {
    expect(clientIp(xff('203.0.113.9'), '10.0.0.2', 3)).toBe('203.0.113.9');
    expect(clientIp({}, '10.0.0.2', 1)).toBe('10.0.0.2');
  });
});
