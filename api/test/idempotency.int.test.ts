import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_TTL_SECONDS } from '@staffpay/schema/errors/idempotency';
import { TEST_REDIS_URL } from './db';
import { startTestApp, type TestApp, type TestUser } from './harness';
import { privateRedis } from './redis-server';
import { connect, fixtures } from './support/staff.fixtures';

/**
 * Issue 32: one idempotency layer for every REST POST and GraphQL mutation — the first answer is
 * replayed for 24 h with `Idempotent-Replayed: true`, other parameters are a 409, concurrent
 * repeats make one effect, keys are per caller, 5xx answers are not kept.
 */
let app: TestApp;
let db: pg.Client;
let redis: Redis;
let f: ReturnType<typeof fixtures>;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
  redis = new Redis(TEST_REDIS_URL);
});
afterAll(async () => {
  redis?.disconnect();
  await db?.end();
  await app?.close();
});

interface Sent {
  status: number;
  text: string;
  json: any;
  headers: Headers;
}

async function send(path: string, user: TestUser, body: unknown, headers: Record<string, string> = {}): Promise<Sent> {
  const res = await fetch(app.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...user.headers, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text), headers: res.headers };
}

const departments = async (companyId: number, name: string) =>
  Number(
    (await db.query('select count(*) from departments where company_id = $1 and name = $2', [companyId, name])).rows[0]
      .count,
  );

const CREATE_DEPARTMENT = `mutation Create($c: Int!, $input: DepartmentInput!) {
  createDepartment(companyId: $c, input: $input) { id name } }`;

describe('idempotency keys over REST', () => {
  it('replays the first answer (status, body, Location-like headers) for the same key and parameters', async () => {
    const { owner, companyId } = await f.company('Идемпотентность');
    const key = randomUUID();
    const body = { companyId, name: 'Склад' };
    const first = await send('/api/departments', owner, body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await send('/api/departments', owner, body, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await departments(companyId, 'Склад')).toBe(1);
    // Without a key, the same request is a second department.
    expect((await send('/api/departments', owner, body)).status).toBe(201);
    expect(await departments(companyId, 'Склад')).toBe(2);
  });

  it('answers 409 IDEMPOTENCY_KEY_REUSED to the same key with other parameters, and does nothing', async () => {
    const { owner, companyId } = await f.company('Повтор');
    const key = randomUUID();
    expect((await send('/api/departments', owner, { companyId, name: 'Цех' }, { 'idempotency-key': key })).status).toBe(
      201,
    );
    const other = await send('/api/departments', owner, { companyId, name: 'Цех 2' }, { 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect(other.json).toMatchObject({
      code: 'CONFLICT',
      reason: 'IDEMPOTENCY_KEY_REUSED',
      message: IDEMPOTENCY_ERRORS.IDEMPOTENCY_KEY_REUSED.message,
      requestId: other.headers.get('x-request-id'),
    });
    expect(await departments(companyId, 'Цех 2')).toBe(0);
    // The body's bytes are the parameters: the same JSON spaced otherwise is another request.
    const spaced = await send('/api/departments', owner, `{ "companyId": ${companyId}, "name": "Цех" }`, {
      'idempotency-key': key,
    });
    expect(spaced.status).toBe(409);
  });

  it('runs concurrent identical requests once: one department, five equal answers', async () => {
    const { owner, companyId } = await f.company('Гонка');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('/api/departments', owner, { companyId, name: 'Одновременный' }, { 'idempotency-key': key }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    expect(await departments(companyId, 'Одновременный')).toBe(1);
  });

  it("keeps keys per caller: another caller's request with the same key runs", async () => {
    const { owner, companyId } = await f.company('Двое');
    const token = await send(`/api/companies/${companyId}/api-tokens`, owner, {
      name: 'Синхронизация',
      scopes: ['staff:read', 'staff:write'],
    });
    expect(token.status).toBe(201);
    // The owner's own API token is another caller than the owner's session.
    const integration = { headers: { authorization: `Bearer ${token.json.token as string}` } } as TestUser;
    const key = randomUUID();
    const body = { companyId, name: 'Общий' };
    const mine = await send('/api/departments', owner, body, { 'idempotency-key': key });
    const theirs = await send('/api/departments', integration, body, { 'idempotency-key': key });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.json.id).not.toBe(mine.json.id);
    const replayed = await send('/api/departments', integration, body, { 'idempotency-key': key });
    expect(replayed.json.id).toBe(theirs.json.id);
    // And another person of the company, with the same key and body, makes their own.
    const coOwner = await f.member(companyId, 'owner');
    const hers = await send('/api/departments', coOwner, body, { 'idempotency-key': key });
    expect(hers.status).toBe(201);
    expect(hers.headers.get('idempotent-replayed')).toBeNull();
    expect(await departments(companyId, 'Общий')).toBe(3);
  });

  it('keeps the answer for 24 hours (the stored key expires then)', async () => {
    const { owner, companyId } = await f.company('Сутки');
    const before = new Set(await redis.keys(`${app.redisPrefix}idem:*`));
    await send('/api/departments', owner, { companyId, name: 'Сутки' }, { 'idempotency-key': randomUUID() });
    const added = (await redis.keys(`${app.redisPrefix}idem:*`)).filter((k) => !before.has(k));
    expect(added).toHaveLength(1);
    const ttl = await redis.ttl(added[0]!);
    expect(ttl).toBeGreaterThan(IDEMPOTENCY_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(IDEMPOTENCY_TTL_SECONDS);
    // What is kept names neither the caller's key nor holds a cookie.
    expect(await redis.get(added[0]!)).not.toMatch(/set-cookie/i);
  });

  it('does not keep a 5xx: the retry with the same key runs again', async () => {
    const { owner, companyId } = await f.company('Сбой');
    const key = randomUUID();
    const body = { companyId, name: 'После сбоя' };
    await db.query('alter table departments rename to departments_away');
    let failed: Sent;
    try {
      failed = await send('/api/departments', owner, body, { 'idempotency-key': key });
    } finally {
      await db.query('alter table departments_away rename to departments');
    }
    expect(failed.status).toBe(500);
    const retried = await send('/api/departments', owner, body, { 'idempotency-key': key });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await departments(companyId, 'После сбоя')).toBe(1);
  });

  it('keeps a 400 (the same parameters fail the same way) and refuses a malformed key with 400', async () => {
    const { owner, companyId } = await f.company('Ошибки');
    const key = randomUUID();
    const first = await send('/api/departments', owner, { companyId, name: '' }, { 'idempotency-key': key });
    expect(first.status).toBe(400);
    const again = await send('/api/departments', owner, { companyId, name: '' }, { 'idempotency-key': key });
    expect(again.status).toBe(400);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const long = await send(
      '/api/departments',
      owner,
      { companyId, name: 'Длинный' },
      { 'idempotency-key': 'k'.repeat(256) },
    );
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'IDEMPOTENCY_KEY_INVALID' });
    expect(await departments(companyId, 'Длинный')).toBe(0);
  });
});

describe('idempotency keys over GraphQL', () => {
  const mutation = (companyId: number, name: string, extensions?: Record<string, unknown>) => ({
    query: CREATE_DEPARTMENT,
    variables: { c: companyId, input: { name } },
    ...(extensions ? { extensions } : {}),
  });

  it('replays a mutation sent with the header, marked in the header and in extensions', async () => {
    const { owner, companyId } = await f.company('Граф');
    const key = randomUUID();
    const first = await send('/graphql', owner, mutation(companyId, 'Отдел'), { 'idempotency-key': key });
    expect(first.json.errors).toBeUndefined();
    const again = await send('/graphql', owner, mutation(companyId, 'Отдел'), { 'idempotency-key': key });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual({ ...first.json, extensions: { ...first.json.extensions, idempotentReplayed: true } });
    expect(await departments(companyId, 'Отдел')).toBe(1);
  });

  it('takes the key from extensions.idempotencyKey, and answers 409 to other variables', async () => {
    const { owner, companyId } = await f.company('Расширение');
    const key = randomUUID();
    const first = await send('/graphql', owner, mutation(companyId, 'Бухгалтерия', { idempotencyKey: key }));
    const again = await send('/graphql', owner, mutation(companyId, 'Бухгалтерия', { idempotencyKey: key }));
    expect(again.json.data).toEqual(first.json.data);
    expect(again.json.extensions).toEqual({ ...first.json.extensions, idempotentReplayed: true });
    const other = await send('/graphql', owner, mutation(companyId, 'Касса', { idempotencyKey: key }));
    expect(other.status).toBe(409);
    expect(other.json.errors[0]).toMatchObject({
      message: IDEMPOTENCY_ERRORS.IDEMPOTENCY_KEY_REUSED.message,
      extensions: { code: 'CONFLICT', reason: 'IDEMPOTENCY_KEY_REUSED' },
    });
    expect(await departments(companyId, 'Бухгалтерия')).toBe(1);
    expect(await departments(companyId, 'Касса')).toBe(0);
    // Header and extension naming two keys is refused, not guessed.
    const both = await send('/graphql', owner, mutation(companyId, 'Касса', { idempotencyKey: key }), {
      'idempotency-key': randomUUID(),
    });
    expect(both.status).toBe(400);
    expect(both.json.errors[0].extensions.reason).toBe('IDEMPOTENCY_KEYS_DIFFER');
  });

  it('runs concurrent identical mutations once, and queries ignore the key', async () => {
    const { owner, companyId } = await f.company('Параллельно');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('/graphql', owner, mutation(companyId, 'Разом'), { 'idempotency-key': key }),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.json.data))).size).toBe(1);
    expect(await departments(companyId, 'Разом')).toBe(1);
    const query = { query: 'query { me { id } }' };
    await send('/graphql', owner, query, { 'idempotency-key': key });
    const read = await send('/graphql', owner, query, { 'idempotency-key': key });
    expect(read.headers.get('idempotent-replayed')).toBeNull();
    expect(read.json.extensions?.idempotentReplayed).toBeUndefined();
    // Even a malformed key: a query does not read it; a mutation refuses it.
    const odd = await send('/graphql', owner, { ...query, extensions: { idempotencyKey: 42 } });
    expect(odd.json.errors).toBeUndefined();
    const refused = await send('/graphql', owner, mutation(companyId, 'Разом', { idempotencyKey: 42 }));
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'IDEMPOTENCY_KEY_INVALID',
    });
    expect(await departments(companyId, 'Разом')).toBe(1);
  });
});

describe('idempotency keys in the OpenAPI document', () => {
  it('lists the Idempotency-Key header on every POST but the streamed restore, and on nothing else', async () => {
    const doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const withHeader: string[] = [];
    const posts: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (method === 'post') posts.push(path);
        if (op.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')) {
          withHeader.push(`${method} ${path}`);
        }
      }
    }
    expect(posts.length).toBeGreaterThan(20);
    const expected = posts.filter((p) => !p.endsWith('/restore')).map((p) => `post ${p}`);
    expect(withHeader.sort()).toEqual(expected.sort());
  });
});

describe('idempotency keys with Redis down', () => {
  let redisServer: Awaited<ReturnType<typeof privateRedis>>;
  let own: TestApp;
  let ownDb: pg.Client;

  beforeAll(async () => {
    redisServer = await privateRedis();
    await redisServer.start();
    own = await startTestApp({ REDIS_URL: redisServer.url });
    ownDb = await connect(own);
  });
  afterAll(async () => {
    await ownDb?.end();
    await own?.close();
    await redisServer?.stop();
  });

  it('answers 503 to a keyed request without running it, serves unkeyed ones, and runs the key once Redis is back', async () => {
    const { owner, companyId } = await fixtures(own, ownDb).company('Без Redis');
    const post = (name: string, headers: Record<string, string> = {}) =>
      fetch(`${own.url}/api/departments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...owner.headers, ...headers },
        body: JSON.stringify({ companyId, name }),
      });
    const count = async (name: string) =>
      Number((await ownDb.query('select count(*) from departments where name = $1', [name])).rows[0].count);
    await redisServer.stop();
    const key = randomUUID();
    const refused = await post('Ключевой', { 'idempotency-key': key });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      reason: 'IDEMPOTENCY_STORE_UNAVAILABLE',
    });
    expect(await count('Ключевой')).toBe(0);
    expect((await post('Без ключа')).status).toBe(201);
    await redisServer.start();
    // The client reconnects on its own schedule: the retry succeeds once it has.
    await expect
      .poll(async () => (await post('Ключевой', { 'idempotency-key': key })).status, { timeout: 15_000 })
      .toBe(201);
    expect(await count('Ключевой')).toBe(1);
  });
});
