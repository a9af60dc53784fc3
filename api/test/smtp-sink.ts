import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  from: string;
}

/**
 * A local SMTP server that keeps every letter it receives, for tests: pass `sink.url` as
 * SMTP_URL. `reject(pattern)` makes it refuse matching recipients, to test failed sends.
 */
export async function startSmtpSink() {
  const mails: SunkMail[] = [];
  const waiters: { match: (m: SunkMail) => boolean; resolve: (m: SunkMail) => void }[] = [];
  let rejected: RegExp | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejected?.test(address.address)) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = toMail(parsed);
          mails.push(mail);
          for (const w of [...waiters]) {
            if (w.match(mail)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mail);
            }
          }
          callback();
        })
        .catch((e: Error) => callback(e));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Letters received so far for the address. */
    to: (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    /** Resolves with the first letter (already received or arriving) to the address that matches. */
    waitFor(address: string, predicate: (m: SunkMail) => boolean = () => true, timeoutMs = 5000): Promise<SunkMail> {
      const match = (m: SunkMail) => m.to.includes(address.toLowerCase()) && predicate(m);
      const seen = mails.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no letter to ${address} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    reject(pattern: RegExp | null) {
      rejected = pattern;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

function toMail(parsed: ParsedMail): SunkMail {
  const addresses = (v: ParsedMail['to']) =>
    (Array.isArray(v) ? v : v ? [v] : []).flatMap((a) => a.value.map((x) => (x.address ?? '').toLowerCase()));
  return {
    to: addresses(parsed.to),
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

/** The token of the first link in the letter's text that points at `path`. */
export function tokenFrom(mail: SunkMail, path: string): string {
  const m = mail.text.match(new RegExp(`https?://[^\\s]*${path.replace(/\//g, '\\/')}\\?token=([^\\s&]+)`));
  if (!m) throw new Error(`no ${path} link in: ${mail.text}`);
  return decodeURIComponent(m[1]);
}
