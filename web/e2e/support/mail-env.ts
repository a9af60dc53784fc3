import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../api/test/smtp-sink';
import { launchBrowser } from './browser';
import { startE2eApp, type E2eApp } from './server';

export interface MailEnv {
  app: E2eApp;
  sink: SmtpSink;
  browser: Browser;
}

/**
 * Hooks for a browser test file: the API (serving the production build) mailing to a local SMTP
 * sink, and Chromium; all closed after the file. The fields are set once `beforeAll` has run.
 */
export function withMailEnv(): MailEnv {
  const env = {} as MailEnv;
  beforeAll(async () => {
    env.sink = await startSmtpSink();
    env.app = await startE2eApp({ SMTP_URL: env.sink.url });
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.app?.close();
    await env.sink?.close();
  });
  return env;
}
