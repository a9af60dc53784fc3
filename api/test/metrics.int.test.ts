import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gql, rest, signedInUser, startTestApp, type TestApp, type TestUser } from './harness';
import { parseSamples, seriesNames, valueOf, type Sample } from './prometheus-text';
import { wsClient } from './subscribe';

/** GET /metrics: what a scrape shows after a known sequence of requests, and who may scrape. */
const TOKEN = 'metrics-token-0123456789abcdef';
let app: TestApp;
let owner: TestUser;
let companyId: number;

beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: TOKEN });
  owner = await signedInUser(app);
  companyId = (await rest(app, 'POST', '/api/companies', { user: owner, body: { name: 'Метрики' } })).body.id;
});
afterAll(() => app?.close());

async function scrape(): Promise<Sample[]> {
  const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseSamples(await res.text());
}

/** How much a counter (or a histogram's _count) grew across `work`. */
async function growth(name: string, labels: Record<string, string>, work: () => Promise<unknown>) {
  const before = valueOf(await scrape(), name, labels) ?? 0;
  await work();
  return (valueOf(await scrape(), name, labels) ?? 0) - before;
}

const HTTP_COUNT = 'staffpay_http_request_duration_seconds_count';
const GRAPHQL_COUNT = 'staffpay_graphql_operation_duration_seconds_count';

describe('who may scrape', () => {
  it('answers 401 without the bearer token or with a wrong one', async () => {
    const none = await fetch(`${app.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('staffpay_');
  });

  it('answers 404 on a server without METRICS_TOKEN, whose counts are its own', async () => {
    const plain = await startTestApp();
    try {
      await rest(app, 'GET', '/api/health');
      const res = await fetch(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      // One registry per server: the other server's requests are not in this one's.
      const own = parseSamples(await plain.server.deps.metrics.registry.metrics());
      expect(valueOf(own, HTTP_COUNT, { route: '/api/health' })).toBeUndefined();
      expect(valueOf(own, HTTP_COUNT, { route: '/metrics', status_code: '404' })).toBe(1);
    } finally {
      await plain.close();
    }
  });
});

describe('HTTP', () => {
  it('counts requests by method, route pattern and status', async () => {
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    const grew = await growth(HTTP_COUNT, health, async () => {
      for (let i = 0; i < 3; i++) expect((await rest(app, 'GET', '/api/health')).status).toBe(200);
    });
    expect(grew).toBe(3);
  });

  it('labels a route by its pattern, never its ids, and unknown paths as one label', async () => {
    await rest(app, 'GET', `/api/companies/${companyId}`, { user: owner });
    await rest(app, 'GET', '/no-such-page-4711');
    await rest(app, 'GET', '/api/no-such-route-4711');
    const samples = await scrape();
    expect(valueOf(samples, HTTP_COUNT, { route: '/api/companies/:id', status_code: '200' })).toBe(1);
    expect(valueOf(samples, HTTP_COUNT, { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(valueOf(samples, HTTP_COUNT, { route: '/api/*', status_code: '404' })).toBe(1);
    const routes = samples.filter((s) => s.name === HTTP_COUNT).map((s) => s.labels.route);
    expect(routes.join(' ')).not.toMatch(/4711|\/api\/companies\/\d/);
  });
});

describe('GraphQL', () => {
  it('counts an operation by its name and type, an anonymous one as one label, and an invalid one as other', async () => {
    const named = await growth(GRAPHQL_COUNT, { operation: 'MetricsProbe', type: 'query' }, () =>
      gql(app, 'query MetricsProbe { __typename }'),
    );
    expect(named).toBe(1);
    const anonymous = await growth(GRAPHQL_COUNT, { operation: 'anonymous', type: 'query' }, () =>
      gql(app, '{ __typename }'),
    );
    expect(anonymous).toBe(1);
    const tooLong = await growth(GRAPHQL_COUNT, { operation: 'other', type: 'query' }, () =>
      gql(app, `query ${'Q'.repeat(65)} { __typename }`),
    );
    expect(tooLong).toBe(1);
    const invalid = await growth(GRAPHQL_COUNT, { operation: 'other', type: 'unknown' }, async () => {
      const res = await gql(app, 'query NoSuchFieldHere { noSuchField }');
      expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
    expect(invalid).toBe(1);
    const names = (await scrape()).filter((s) => s.name === GRAPHQL_COUNT).map((s) => s.labels.operation);
    expect(names).not.toContain('NoSuchFieldHere');
  });
});

describe('WebSocket and fan-out', () => {
  it('counts a socket and its subscription while open, and each push written to it', async () => {
    const socket = wsClient(app.url, { token: owner.token });
    const branches = await socket.subscribe('subscription($c: Int!) { branchChanged(companyId: $c) { kind } }', {
      c: companyId,
    });
    let samples = await scrape();
    expect(valueOf(samples, 'staffpay_ws_connections')).toBe(1);
    expect(valueOf(samples, 'staffpay_ws_subscriptions', { kind: 'branchChanged' })).toBe(1);
    const delivered = valueOf(samples, 'staffpay_fanout_deliveries_total') ?? 0;
    const timed = valueOf(samples, 'staffpay_fanout_delivery_seconds_count') ?? 0;
    const published = valueOf(samples, 'staffpay_event_bus_messages_published_total') ?? 0;
    const received = valueOf(samples, 'staffpay_event_bus_messages_received_total') ?? 0;

    const created = await rest(app, 'POST', '/api/branches', {
      user: owner,
      body: { companyId, name: 'Центр', city: 'Бишкек' },
    });
    expect(created.status).toBe(201);
    expect((await branches.next()).data.branchChanged.kind).toBe('created');
    samples = await scrape();
    expect(valueOf(samples, 'staffpay_fanout_deliveries_total')).toBe(delivered + 1);
    expect(valueOf(samples, 'staffpay_fanout_delivery_seconds_count')).toBe(timed + 1);
    expect(valueOf(samples, 'staffpay_event_bus_messages_published_total')).toBeGreaterThan(published);
    expect(valueOf(samples, 'staffpay_event_bus_messages_received_total')).toBeGreaterThan(received);

    await socket.close();
    await vi.waitFor(async () => {
      const after = await scrape();
      expect(valueOf(after, 'staffpay_ws_connections')).toBe(0);
      expect(valueOf(after, 'staffpay_ws_subscriptions', { kind: 'branchChanged' })).toBe(0);
    });
  });
});

describe('read at scrape time', () => {
  it('shows the database pool, the webhook queue, the event bus and the process', async () => {
    const samples = await scrape();
    const used = valueOf(samples, 'staffpay_db_pool_connections', { state: 'used' });
    const free = valueOf(samples, 'staffpay_db_pool_connections', { state: 'free' });
    expect(used).toBeGreaterThanOrEqual(0);
    expect(used! + free!).toBeGreaterThan(0);
    expect(valueOf(samples, 'staffpay_db_pool_pending_acquires')).toBe(0);
    expect(valueOf(samples, 'staffpay_db_pool_pending_creates')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'staffpay_webhook_queue_depth')).toBe(0);
    expect(valueOf(samples, 'staffpay_event_bus_redis_connected')).toBe(1);
    expect(valueOf(samples, 'staffpay_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'staffpay_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('backups', () => {
  it('times a backup until its file has streamed out', async () => {
    const before = valueOf(await scrape(), 'staffpay_backup_duration_seconds_count', { outcome: 'ok' }) ?? 0;
    const res = await fetch(`${app.url}/api/database/backup/company/${companyId}`, {
      method: 'POST',
      headers: owner.headers,
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(await res.text())).toBeTypeOf('object');
    await vi.waitFor(async () =>
      expect(valueOf(await scrape(), 'staffpay_backup_duration_seconds_count', { outcome: 'ok' })).toBe(before + 1),
    );
  });
});

describe('the Grafana dashboard (deploy/grafana/staffpay.json)', () => {
  it('queries only metrics and labels the server registers', async () => {
    const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const text = await res.text();
    const names = seriesNames(text);
    // Labels the server's metrics declare, and those Prometheus adds to every target.
    const declared = app.server.deps.metrics.registry
      .getMetricsAsArray()
      .flatMap((m) => (m as unknown as { labelNames: string[] }).labelNames);
    const labels = new Set(['le', 'instance', 'job', ...declared]);
    const dashboard = JSON.parse(
      await readFile(path.resolve(import.meta.dirname, '../../deploy/grafana/staffpay.json'), 'utf8'),
    );
    const exprs = exprsOf(dashboard);
    expect(exprs.length).toBeGreaterThan(20);
    for (const expr of exprs) {
      // What is left of the expression without its label lists, matchers, ranges and numbers: functions and metrics.
      const bare = expr.replace(/\b(by|without) \([^)]*\)|\{[^}]*\}|\[[^\]]*\]|\b\d+(\.\d+)?\b/g, ' ');
      const metrics = bare.match(/[a-z_:][a-z0-9_:]*/gi)?.filter((w) => !PROMQL_WORDS.has(w)) ?? [];
      expect(metrics.length, expr).toBeGreaterThan(0);
      for (const metric of metrics) expect(names, `${metric} in ${expr}`).toContain(metric);
      for (const [, list] of expr.matchAll(/\bby \(([^)]*)\)/g)) {
        for (const label of list!.split(',').map((l) => l.trim()))
          expect(labels, `${label} in ${expr}`).toContain(label);
      }
      for (const [, label] of expr.matchAll(/([a-z_]+)=~?"/g)) expect(labels, `${label} in ${expr}`).toContain(label);
    }
    // Every family the server registers is on a panel.
    const families = [...text.matchAll(/^# TYPE (staffpay_\S+) /gm)].map((m) => m[1]!);
    const shown = exprs.join('\n');
    const missing = families.filter(
      (f) => !shown.includes(f) && !f.startsWith('staffpay_nodejs_') && !f.startsWith('staffpay_process_'),
    );
    expect(missing).toEqual([]);
  });
});

/** PromQL's functions the dashboard uses: the words of an expression that are not metrics. */
const PROMQL_WORDS = new Set(['sum', 'max', 'min', 'avg', 'rate', 'increase', 'histogram_quantile']);

function exprsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(exprsOf);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'expr' && typeof value === 'string' ? [value] : exprsOf(value),
  );
}
