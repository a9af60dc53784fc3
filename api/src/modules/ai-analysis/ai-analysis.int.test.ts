import { PassThrough } from 'node:stream';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_ANALYSIS_MESSAGES } from '@staffpay/schema/ai-analysis/ai-analysis.schemas';
import { gql, rest, signedInUser, type TestApp, type TestUser, startTestApp } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { startFakeOpenAi } from '../../../test/support/fake-openai';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * Issue 20: an employee's AI analysis through the AI SDK, against a local OpenAI-compatible
 * server: what it is sent (key, model, prompt, limit; never contact data), whole and streamed,
 * its failures, the SSRF guard, the system's fallback settings, the allowance, who may run it.
 */
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
/** Private endpoints allowed (a self-hosted model), a short time limit, a system provider. */
let app: TestApp;
/** The defaults: no system provider, private endpoints refused. */
let strict: TestApp;
let db: pg.Client;
let strictDb: pg.Client;
let f: ReturnType<typeof fixtures>;
let strictF: ReturnType<typeof fixtures>;
const sockets: ReturnType<typeof wsClient>[] = [];
const logs: string[] = [];

const EMAIL = 'aigerim.private@example.com';
const PHONE = '+996 555 123 456';
const BIRTH = '1991-04-17';
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const stream = new PassThrough();
  stream.on('data', (d) => logs.push(String(d)));
  [app, strict] = await Promise.all([
    startTestApp(
      {
        ALLOW_PRIVATE_ENDPOINTS: 'true',
        AI_TIMEOUT_MS: '1500',
        AI_PROVIDER: 'custom',
        AI_API_ENDPOINT: fake.endpoint,
        AI_API_KEY: 'sys-key-0000',
        LOG_LEVEL: 'info',
      },
      { logStream: stream },
    ),
    startTestApp(),
  ]);
  [db, strictDb] = await Promise.all([connect(app), connect(strict)]);
  f = fixtures(app, db);
  strictF = fixtures(strict, strictDb);
});
afterAll(async () => {
  for (const s of sockets) await s.close();
  await Promise.all([db?.end(), strictDb?.end()]);
  await Promise.all([app?.close(), strict?.close()]);
  await fake?.close();
});

async function companyWithEmployee(on: TestApp, fx: ReturnType<typeof fixtures>) {
  const { owner, companyId } = await fx.company('Анализ', { timezone: 'UTC' });
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await rest(on, 'POST', path, { user: owner, body: { companyId, ...body } });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  const department = await post('/api/departments', { name: 'Отдел продаж' });
  const employee = await post('/api/employees', {
    firstName: 'Айгерим',
    lastName: 'Садыкова',
    email: EMAIL,
    phone: PHONE,
    birthDate: BIRTH,
    jobPosition: 'Старший продавец',
    departmentIds: [department],
    skillsCompetencies: 'Переговоры, CRM',
    education: 'КНУ, экономика',
    strengths: 'Работа с возражениями',
  });
  await post('/api/bonuses-penalties', {
    employeeId: employee,
    type: 'bonus',
    amount: '1500',
    reason: 'План',
    appliedDate: TODAY,
  });
  const developer = await fx.member(companyId, 'developer');
  return { owner, companyId, employee, developer };
}

const analyse = (on: TestApp, user: TestUser, companyId: number, employeeId: number) =>
  rest(on, 'POST', `/api/employee-ai-analysis/${employeeId}`, { user, body: { companyId } });
const configure = (on: TestApp, developer: TestUser, companyId: number, settings: Record<string, unknown>) =>
  rest(on, 'POST', '/api/developer-settings', { user: developer, body: { companyId, ...settings } });

describe('AI analysis of an employee', () => {
  it('sends the company’s key, model, limit and prompt, with work data and figures but no contact data', async () => {
    const w = await companyWithEmployee(app, f);
    const saved = await configure(app, w.developer, w.companyId, {
      aiProvider: 'custom',
      aiApiEndpoint: fake.endpoint,
      aiModel: 'local-7b',
      aiApiKey: 'sk-company-1234',
      aiAnalysisMaxTokens: 777,
      aiAnalysisPrompt: 'Оцени сотрудника.\n{employeeData}\nКонец.',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const before = fake.seen.length;
    const res = await analyse(app, w.owner, w.companyId, w.employee);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ analysis: fake.answer });
    const sent = fake.seen.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer sk-company-1234');
    expect(request!.body.model).toBe('local-7b');
    expect(request!.body.max_tokens).toBe(777);
    expect(request!.body.stream).toBeFalsy();
    const prompt = request!.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toMatch(/^Оцени сотрудника\.\n/);
    expect(prompt).toMatch(/\nКонец\.$/);
    expect(prompt).not.toContain('{employeeData}');
    for (const fact of [
      'Айгерим Садыкова',
      'Старший продавец',
      'Отдел продаж',
      'Переговоры, CRM',
      'КНУ',
      'Работа с возражениями',
    ])
      expect(prompt).toContain(fact);
    expect(prompt).toMatch(/бонусы 1500(\.00)? KGS/);
    for (const secret of [EMAIL, 'aigerim.private', PHONE, '555 123', BIRTH, '17.04.1991', '/api/images/'])
      expect(prompt).not.toContain(secret);
  });

  it('streams the analysis over a subscription as the provider writes it', async () => {
    const w = await companyWithEmployee(app, f);
    await configure(app, w.developer, w.companyId, {
      aiProvider: 'custom',
      aiApiEndpoint: fake.endpoint,
      aiApiKey: 'sk-stream-9999',
    });
    const ws = wsClient(app.url, { token: w.owner.token });
    sockets.push(ws);
    const before = fake.seen.length;
    const sub = await ws.subscribe(
      'subscription($c:Int!,$e:Int!){employeeAiAnalysis(companyId:$c,employeeId:$e){delta done analysis error}}',
      { c: w.companyId, e: w.employee },
    );
    const deltas: string[] = [];
    for (;;) {
      const { data } = await sub.next();
      const chunk = data.employeeAiAnalysis;
      if (chunk.done) {
        expect(chunk).toMatchObject({ analysis: fake.answer, error: null });
        break;
      }
      deltas.push(chunk.delta);
    }
    expect(deltas.join('')).toBe(fake.answer);
    expect(deltas.length).toBeGreaterThan(1);
    const request = fake.seen[before]!;
    expect(request.body.stream).toBe(true);
    expect(request.authorization).toBe('Bearer sk-stream-9999');
    expect(request.body.model).toBe('custom-model');
  });

  it('falls back to the system’s provider, endpoint and key from the environment', async () => {
    const w = await companyWithEmployee(app, f);
    const before = fake.seen.length;
    const res = await analyse(app, w.owner, w.companyId, w.employee);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(fake.seen[before]!.authorization).toBe('Bearer sys-key-0000');
  });

  it('never sends the system key to a provider or endpoint the company chose: it needs its own key', async () => {
    const elsewhere = await startFakeOpenAi();
    try {
      const w = await companyWithEmployee(app, f);
      const saved = await configure(app, w.developer, w.companyId, {
        aiProvider: 'custom',
        aiApiEndpoint: elsewhere.endpoint,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const refused = await analyse(app, w.owner, w.companyId, w.employee);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(AI_ANALYSIS_MESSAGES.notConfigured);
      expect(refused.body.fieldErrors.aiApiKey).toEqual([AI_ANALYSIS_MESSAGES.configureOwnKey]);
      // Another provider than the system's, without a key of its own: refused too, nothing sent.
      await configure(app, w.developer, w.companyId, { aiProvider: 'openai', aiApiEndpoint: null });
      const otherProvider = await analyse(app, w.owner, w.companyId, w.employee);
      expect(otherProvider.status).toBe(400);
      expect(otherProvider.body.fieldErrors.aiApiKey).toEqual([AI_ANALYSIS_MESSAGES.configureOwnKey]);

      // A stranger restoring a crafted backup as a company of their own gets no further.
      const file = await rest(app, 'POST', `/api/database/backup/company/${w.companyId}`, { user: w.owner });
      expect(file.status).toBe(200);
      const developerSettings = {
        ...file.body.developerSettings,
        aiProvider: 'custom',
        aiApiEndpoint: elsewhere.endpoint,
      };
      const stranger = await signedInUser(app);
      const restored = await rest(app, 'POST', '/api/database/restore', {
        user: stranger,
        body: { mode: 'new', backup: { ...file.body, developerSettings } },
      });
      expect(restored.status, JSON.stringify(restored.body)).toBe(201);
      const theirs = restored.body.companyId as number;
      const staff = await rest(app, 'GET', `/api/employees?companyId=${theirs}`, { user: stranger });
      const viaBackup = await analyse(app, stranger, theirs, staff.body[0].id);
      expect(viaBackup.status).toBe(400);
      expect(viaBackup.body.fieldErrors.aiApiKey).toEqual([AI_ANALYSIS_MESSAGES.configureOwnKey]);
      expect(elsewhere.seen).toEqual([]);

      // With its own key the company's endpoint gets that key, never the system's.
      await configure(app, w.developer, w.companyId, {
        aiProvider: 'custom',
        aiApiEndpoint: elsewhere.endpoint,
        aiApiKey: 'sk-their-own-5555',
      });
      const own = await analyse(app, w.owner, w.companyId, w.employee);
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      expect(elsewhere.seen.map((r) => r.authorization)).toEqual(['Bearer sk-their-own-5555']);

      // The system's own endpoint named by the company is still the system's route.
      const system = await companyWithEmployee(app, f);
      await configure(app, system.developer, system.companyId, { aiProvider: 'custom', aiApiEndpoint: fake.endpoint });
      const before = fake.seen.length;
      expect((await analyse(app, system.owner, system.companyId, system.employee)).status).toBe(200);
      expect(fake.seen[before]!.authorization).toBe('Bearer sys-key-0000');
    } finally {
      await elsewhere.close();
    }
  });

  it('answers 502 with the documented text when the provider fails or does not answer in time, never a 500', async () => {
    const w = await companyWithEmployee(app, f);
    try {
      fake.setMode('fail');
      const failed = await analyse(app, w.owner, w.companyId, w.employee);
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe('Ошибка при проведении анализа');
      const viaGql = await gql(
        app,
        'mutation($c:Int!,$e:Int!){analyzeEmployee(companyId:$c,employeeId:$e){analysis}}',
        { c: w.companyId, e: w.employee },
        w.owner,
      );
      expect(viaGql.errors?.[0]).toMatchObject({
        message: 'Ошибка при проведении анализа',
        extensions: { code: 'BAD_GATEWAY' },
      });
      fake.setMode('hang');
      const slow = await analyse(app, w.owner, w.companyId, w.employee);
      expect(slow.status).toBe(502);
      expect(slow.body.message).toBe('Ошибка при проведении анализа');
      const ws = wsClient(app.url, { token: w.owner.token });
      sockets.push(ws);
      const sub = await ws.subscribe(
        'subscription($c:Int!,$e:Int!){employeeAiAnalysis(companyId:$c,employeeId:$e){done analysis error}}',
        { c: w.companyId, e: w.employee },
      );
      expect((await sub.next()).data.employeeAiAnalysis).toEqual({
        done: true,
        analysis: null,
        error: 'Ошибка при проведении анализа',
      });
      const logged = logs.join('');
      expect(logged).toContain('ai analysis failed');
      for (const secret of ['Садыкова', 'Переговоры', 'sk-', 'sys-key', 'boom']) expect(logged).not.toContain(secret);
    } finally {
      fake.setMode('answer');
    }
  });

  it('limits each company’s analyses per minute', async () => {
    const w = await companyWithEmployee(app, f);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await analyse(app, w.owner, w.companyId, w.employee)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another company keeps its own allowance.
    const other = await companyWithEmployee(app, f);
    expect((await analyse(app, other.owner, other.companyId, other.employee)).status).toBe(200);
  });

  it('follows the tree and keeps companies apart', async () => {
    const w = await companyWithEmployee(app, f);
    const employee = await f.member(w.companyId, 'employee');
    const verifier = await f.member(w.companyId, 'verifier');
    const manager = await f.member(w.companyId, 'manager');
    expect((await analyse(app, employee, w.companyId, w.employee)).status).toBe(403);
    expect((await analyse(app, verifier, w.companyId, w.employee)).status).toBe(403);
    expect((await analyse(app, manager, w.companyId, w.employee)).status).toBe(200);
    const other = await companyWithEmployee(app, f);
    expect((await analyse(app, other.owner, w.companyId, w.employee)).status).toBe(404);
    const foreign = await analyse(app, w.owner, w.companyId, other.employee);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Сотрудник не найден');
  });
});

describe('AI analysis without configuration, and the SSRF guard', () => {
  it('says what to configure when neither the company nor the system has a provider', async () => {
    const w = await companyWithEmployee(strict, strictF);
    const res = await analyse(strict, w.owner, w.companyId, w.employee);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('AI-анализ не настроен');
    expect(res.body.fieldErrors.aiProvider[0]).toContain('AI_PROVIDER');
    await configure(strict, w.developer, w.companyId, { aiProvider: 'openai' });
    const keyless = await analyse(strict, w.owner, w.companyId, w.employee);
    expect(keyless.status).toBe(400);
    expect(keyless.body.fieldErrors.aiApiKey[0]).toContain('API-ключ');
  });

  it('refuses a custom endpoint on loopback, private or link-local addresses, by literal or by name', async () => {
    const w = await companyWithEmployee(strict, strictF);
    const before = fake.seen.length;
    for (const endpoint of [
      fake.endpoint,
      `http://localhost:${fake.port}/v1`,
      'http://10.1.2.3/v1',
      'http://192.168.0.10/v1',
      'http://169.254.169.254/latest',
      'http://[::1]:8080/v1',
    ]) {
      const settings = { aiProvider: 'custom', aiApiEndpoint: endpoint, aiApiKey: 'sk-own-0001' };
      expect((await configure(strict, w.developer, w.companyId, settings)).status).toBe(200);
      const res = await analyse(strict, w.owner, w.companyId, w.employee);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.message).toBe('Адрес API провайдера указывает во внутреннюю сеть');
    }
    expect(fake.seen.length).toBe(before);
  });
});
