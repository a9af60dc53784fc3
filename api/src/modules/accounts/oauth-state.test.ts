import { describe, expect, it } from 'vitest';
import { openState, sealState } from './oauth-state';

const SECRET = 'unit-test-secret-0123456789';
const state = { state: 's', verifier: 'v', nonce: 'n', expiresAt: Date.now() + 60_000 };

describe('OAuth state cookie', () => {
  it('round-trips under the same secret', () => {
    expect(openState(SECRET, sealState(SECRET, state))).toEqual(state);
  });

  it('refuses another secret, an altered payload, an expired state and garbage', () => {
    const sealed = sealState(SECRET, state);
    expect(openState('another-secret-0123456789', sealed)).toBeNull();
    const [payload, mac] = sealed.split('.');
    const forged = Buffer.from(JSON.stringify({ ...state, state: 'attacker' })).toString('base64url');
    expect(openState(SECRET, `${forged}.${mac}`)).toBeNull();
    expect(openState(SECRET, `${payload}.${mac.slice(0, -1)}`)).toBeNull();
    expect(openState(SECRET, sealState(SECRET, { ...state, expiresAt: Date.now() - 1 }))).toBeNull();
    for (const junk of [undefined, '', 'abc', '.', 'a.b.c', 'x'.repeat(3000)])
      expect(openState(SECRET, junk)).toBeNull();
  });
});
