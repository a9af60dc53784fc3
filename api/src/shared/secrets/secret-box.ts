import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept in settings (an AI provider's key) are sealed with AES-256-GCM under a key derived
 * from SETTINGS_SECRET, so a database dump or backup alone never reveals them. Sealed text:
 * `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
const VERSION = 'v1';

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'staffpay', 'settings-secret-box', 32));

export function seal(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text, or null when the text was sealed under another secret or was altered. */
export function unseal(secret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
