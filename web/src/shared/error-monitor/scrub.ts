/**
 * What leaves the tab carries no personal data (spec 3, docs/architecture.md principle 8): an error's
 * text and path are scrubbed before they are stored or sent, since messages echo what users typed.
 */
const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/g;
/** Share links, invitation and session tokens, ids of 20+ characters. */
const TOKEN = /[A-Za-z0-9_-]{20,}/g;
/** Six digits or more, also written with spaces, dashes, dots or brackets: phones, card and account numbers. */
const NUMBER = /\+?\d(?:[\s().-]?\d){5,}/g;

const MAX_MESSAGE = 500;
const MAX_PATH = 200;

export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(TOKEN, '[token]').replace(NUMBER, '[number]').slice(0, MAX_MESSAGE);
}

/** A URL or path without its query string and hash (where tokens and search terms travel). */
export function scrubPath(url: string): string {
  const path = url.replace(/[?#].*$/s, '').replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '') || '/';
  return scrubText(path).slice(0, MAX_PATH);
}
