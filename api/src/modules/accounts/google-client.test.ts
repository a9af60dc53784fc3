import { describe, expect, it } from 'vitest';
import { isLocalIssuer } from './google-client';

describe('Google issuer', () => {
  it('allows plain http only on this machine', () => {
    for (const url of ['http://127.0.0.1:4000', 'http://localhost:8080/realm', 'http://[::1]:9000']) {
      expect(isLocalIssuer(new URL(url)), url).toBe(true);
    }
    for (const url of [
      'https://accounts.google.com',
      'http://accounts.google.com',
      'http://127.0.0.1.evil.example',
      'http://10.0.0.5',
    ]) {
      expect(isLocalIssuer(new URL(url)), url).toBe(false);
    }
  });
});
