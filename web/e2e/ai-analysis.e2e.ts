import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../api/test/accounts';
import { gql } from '../../api/test/harness';
import { startSmtpSink, tokenFrom, type SmtpSink } from '../../api/test/smtp-sink';
import { launchBrowser, screenshot, watchErrors } from './support/browser';
import { signInAs } from './support/flows';
import { startE2eApp, type E2eApp } from './support/server';

/**
 * The passport's AI analysis end to end: a developer points the company at its own
 * OpenAI-compatible endpoint (a fake one here, on loopback, so private endpoints are allowed),
 * the owner runs the analysis of an employee and reads it as it streams. The provider gets the
 * company's key and the employee's work data, never their e-mail or phone.
 */

const EMAIL = 'aigerim.private@example.com';
const PHONE = '+996555123456';
const FIRST = 'Сильные стороны: стабильно высокая выручка.';
const REST = ['\nЗоны роста: ', 'работа с возражениями.'];
const WHOLE = FIRST + REST.join('');

interface Seen {
  path: string;
  authorization: string | undefined;
  body: { stream?: boolean; messages: { content: unknown }[] };
}

/**
 * POST /v1/chat/completions answering `stream: true` with Server-Sent Events: the first piece at
 * once, the rest when the test calls `release()` (so it can see the text mid-stream), then the
 * last chunk with finish_reason 'stop' and [DONE].
 */
async function startFakeProvider() {
  const seen: Seen[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const chunk = (delta: Record<string, string>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'x',
      object: 'chat.completion.chunk',
      created: 0,
      model: 'm',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (raw += part));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as Seen['body'];
      seen.push({ path: req.url, authorization: req.headers.authorization, body });
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.write(chunk({ role: 'assistant', content: FIRST }, null));
      void released.then(() => {
        for (const piece of REST) res.write(chunk({ content: piece }, null));
        res.write(chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/v1`,
    seen,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let sink: SmtpSink;
let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  provider = await startFakeProvider();
  sink = await startSmtpSink();
  app = await startE2eApp({ SMTP_URL: sink.url, ALLOW_PRIVATE_ENDPOINTS: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sink?.close();
  await provider?.close();
});

describe('AI analysis', () => {
  it(
    'a developer connects a provider; the owner reads an employee’s analysis as it streams',
    { timeout: 180_000 },
    async () => {
      const owner = await registeredUser(app, sink);
      const developer = await registeredUser(app, sink);
      const as = async (user: typeof owner, query: string, variables: Record<string, unknown> = {}) => {
        const res = await gql(app, query, variables, user as never);
        expect(res.errors).toBeUndefined();
        return res.data;
      };
      const { createCompany } = await as(owner, 'mutation { createCompany(input: { name: "Ромашка" }) { id } }');
      const c = createCompany.id as number;

      // The owner makes a member a developer: invitation and acceptance.
      await as(
        owner,
        'mutation($c: Int!, $e: String!, $r: CompanyRole!) { inviteMember(companyId: $c, email: $e, role: $r) { id } }',
        {
          c,
          e: developer.email,
          r: 'developer',
        },
      );
      const letter = await sink.waitFor(developer.email, (m) => m.subject.startsWith('Приглашение'));
      await as(developer, 'mutation($t: String!) { acceptInvitation(token: $t) { id } }', {
        t: tokenFrom(letter, '/invitations/accept'),
      });

      // The developer points the company at its own endpoint, with its key.
      const { saveDeveloperSettings } = await as(
        developer,
        'mutation($c: Int!, $i: DeveloperSettingsInput!) { saveDeveloperSettings(companyId: $c, input: $i) { aiProvider aiApiKeySet aiApiKeyLast4 } }',
        { c, i: { aiProvider: 'custom', aiApiEndpoint: provider.endpoint, aiApiKey: 'sk-test-1234' } },
      );
      expect(saveDeveloperSettings).toEqual({ aiProvider: 'custom', aiApiKeySet: true, aiApiKeyLast4: '1234' });

      const { createDepartment } = await as(
        owner,
        'mutation($c: Int!) { createDepartment(companyId: $c, input: { name: "Продажи" }) { id } }',
        { c },
      );
      await as(owner, 'mutation($c: Int!, $i: EmployeeInput!) { createEmployee(companyId: $c, input: $i) { id } }', {
        c,
        i: {
          firstName: 'Айгерим',
          lastName: 'Садыкова',
          email: EMAIL,
          phone: PHONE,
          role: 'employee',
          departmentIds: [createDepartment.id],
          skillsCompetencies: 'Переговоры, CRM',
        },
      });

      // The owner opens the passport and runs the analysis.
      const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1360, height: 900 } });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signInAs(page, owner.email, owner.password);
      await page.getByRole('link', { name: 'Сотрудники' }).first().click();
      await page.getByRole('button', { name: 'Паспорт: Айгерим Садыкова' }).click();
      const passport = page.getByRole('dialog', { name: 'Цифровой паспорт сотрудника' });
      await passport.getByRole('tab', { name: 'AI-анализ' }).click();
      await passport.getByText('Анализ ещё не проводился').waitFor();
      await passport.getByRole('button', { name: 'Провести анализ' }).click();

      // Mid-stream: the first piece is shown while the analysis still runs.
      const text = passport.getByTestId('ai-analysis-text');
      await expect.poll(() => text.textContent()).toBe(FIRST);
      await passport.getByText('Проводится анализ...').waitFor();
      await screenshot(page, 'ai-analysis-streaming');
      provider.release();

      await expect.poll(() => text.textContent()).toBe(WHOLE);
      await passport.getByText('Проводится анализ...').waitFor({ state: 'detached' });
      await passport.getByRole('button', { name: 'Провести анализ' }).waitFor();
      expect(await passport.getByRole('button', { name: 'Провести анализ' }).isEnabled()).toBe(true);
      await screenshot(page, 'ai-analysis');

      // What the provider was sent: the company's key, a streamed request, work data without contacts.
      expect(provider.seen).toHaveLength(1);
      const [request] = provider.seen;
      expect(request!.path).toBe('/v1/chat/completions');
      expect(request!.authorization).toBe('Bearer sk-test-1234');
      expect(request!.body.stream).toBe(true);
      const prompt = JSON.stringify(request!.body.messages);
      expect(prompt).toContain('Айгерим Садыкова');
      expect(prompt).toContain('Переговоры, CRM');
      for (const secret of [EMAIL, 'aigerim.private', PHONE, '555123456']) expect(prompt).not.toContain(secret);

      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
