import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Letter {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(letter: Letter): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each letter is written to DATA_DIR/outbox as .eml. */
export function createMailer(
  opts: { smtpUrl?: string; from: string; dataDir: string },
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(letter) {
        await transport.sendMail({ from: opts.from, ...letter });
      },
    };
  }
  const outbox = path.resolve(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(letter) {
      const info = await transport.sendMail({ from: opts.from, ...letter });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      // The file holds the address and the link; the log names only the file.
      log.info({ file }, 'mail written to outbox');
    },
  };
}
