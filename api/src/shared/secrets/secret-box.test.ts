import { describe, expect, it } from 'vitest';
import { seal, unseal } from './secret-box';

describe('the settings secret box (AES-256-GCM)', () => {
  const secret = 'a-settings-secret-of-32-characters';

  it('opens what it sealed, and never holds the plain text', () => {
    const sealed = seal(secret, 'sk-live-abcdef');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('sk-live');
    expect(unseal(secret, sealed)).toBe('sk-live-abcdef');
  });

  it('seals the same text differently each time (a fresh IV)', () => {
    expect(seal(secret, 'same')).not.toBe(seal(secret, 'same'));
  });

  it('answers null under another secret, for altered text and for anything not sealed', () => {
    const sealed = seal(secret, 'sk-live-abcdef');
    expect(unseal('another-secret-of-enough-length', sealed)).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(unseal(secret, [v, iv, tag, flipped].join('.'))).toBeNull();
    expect(unseal(secret, 'sk-live-abcdef')).toBeNull();
    expect(unseal(secret, 'v2.a.b.c')).toBeNull();
  });
});
