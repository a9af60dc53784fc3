import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startTestApp, type TestApp, type TestUser } from './harness';
import { fullCompany, MONTH } from './support/full-company.int-kit';

/**
 * An accounting sync as an integrator writes it (docs/integrations.md, "Keeping a ledger in
 * step"): an integration's token, one full read, then only `updatedSince`, the deletions and the
 * events feed. After creates, updates, deletes, bookings, a fix and a reopen, the mirror must equal
 * a fresh full read exactly, deletions included.
 */
type Row = Record<string, unknown> & { id: number };
type Mirror = Record<SyncedType, Map<number, Row>>;
type SyncedType = 'employee' | 'department' | 'branch' | 'ledger_record' | 'payroll_fix' | 'performance_record';

const YEAR = 'from=2026-01-01&to=2026-12-31';
/** Each type's documented list: the full read, and the same list with `updatedSince`. */
const LISTS: Record<SyncedType, (companyId: number) => string> = {
  employee: (c) => `/api/employees?companyId=${c}`,
  department: (c) => `/api/departments?companyId=${c}`,
  branch: (c) => `/api/branches?companyId=${c}`,
  ledger_record: (c) => `/api/bonuses-penalties?companyId=${c}`,
  payroll_fix: (c) => `/api/payroll-fixes?companyId=${c}`,
  performance_record: (c) => `/api/employee-performance?companyId=${c}&${YEAR}`,
};
const TYPES = Object.keys(LISTS) as SyncedType[];

let app: TestApp;
let owner: TestUser;
let companyId: number;
let ids: Awaited<ReturnType<typeof fullCompany>>['ids'];
let token: { headers: Record<string, string> };

async function ok(method: string, path: string, body?: unknown, by: { headers: Record<string, string> } = owner) {
  const res = await rest(app, method, path, { headers: by.headers, body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

async function fullRead(): Promise<Mirror> {
  const mirror = {} as Mirror;
  for (const type of TYPES) {
    const rows = (await ok('GET', LISTS[type](companyId), undefined, token)) as Row[];
    mirror[type] = new Map(rows.map((row) => [row.id, row]));
  }
  return mirror;
}

/** What the integrator keeps between runs: the instant of its last read and the feed's cursor. */
interface SyncState {
  since: string;
  cursor: string;
}

/** The instant to remember: the server's clock (the Date header), a minute back as docs/integrations.md says. */
async function serverNow(): Promise<string> {
  const res = await fetch(`${app.url}/api/health/live`);
  return new Date(new Date(res.headers.get('date')!).getTime() - 60_000).toISOString();
}

async function readFeedToEnd(after: string | null) {
  const events: { id: string; type: string; data: Record<string, unknown> }[] = [];
  let cursor = after;
  for (;;) {
    const page = (await ok(
      'GET',
      `/api/companies/${companyId}/events?limit=100${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`,
      undefined,
      token,
    )) as { events: typeof events; nextCursor: string; hasMore: boolean };
    events.push(...page.events);
    cursor = page.nextCursor;
    if (!page.hasMore) return { events, cursor };
  }
}

async function incremental(mirror: Mirror, state: SyncState) {
  const next = await serverNow();
  const since = encodeURIComponent(state.since);
  for (const type of TYPES) {
    const changed = (await ok('GET', `${LISTS[type](companyId)}&updatedSince=${since}`, undefined, token)) as Row[];
    for (const row of changed) mirror[type].set(row.id, row);
  }
  let after: string | null = null;
  for (;;) {
    const page = (await ok(
      'GET',
      `/api/companies/${companyId}/deletions?since=${since}&first=500${after ? `&after=${after}` : ''}`,
      undefined,
      token,
    )) as {
      edges: { node: { type: SyncedType; id: number } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    for (const { node } of page.edges) mirror[node.type].delete(node.id);
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  const feed = await readFeedToEnd(state.cursor);
  return { state: { since: next, cursor: feed.cursor }, events: feed.events };
}

beforeAll(async () => {
  app = await startTestApp();
  const company = await fullCompany(app, 'Ромашка «Синхронизация»');
  owner = company.owner;
  companyId = company.companyId;
  ids = company.ids;
  // The sync belongs to the company, not to a person: an integration with the read-only role.
  const integration = (await ok('POST', `/api/companies/${companyId}/integrations`, {
    name: 'Бухгалтерия 1С',
    role: 'verifier',
  })) as { id: number };
  const issued = (await ok('POST', `/api/companies/${companyId}/integrations/${integration.id}/tokens`, {
    name: 'Синхронизация',
    scopes: ['staff:read', 'pay:read'],
  })) as { token: string };
  token = { headers: { authorization: `Bearer ${issued.token}` } };
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('an integrator keeps an external ledger in step', () => {
  it('with updatedSince, the deletions and the events feed alone, ends equal to a fresh full read', async () => {
    const whoami = (await ok('GET', '/api/whoami', undefined, token)) as Record<string, any>;
    expect(whoami.principal).toMatchObject({ kind: 'INTEGRATION', name: 'Бухгалтерия 1С' });

    // First run: everything, and where to go on from.
    const started = await serverNow();
    const mirror = await fullRead();
    const first = await readFeedToEnd(null);
    let state: SyncState = { since: started, cursor: first.cursor };
    expect(first.events.length).toBeGreaterThan(0);
    expect(mirror.employee.size).toBe(2);
    expect(mirror.ledger_record.size).toBeGreaterThan(0);

    // The company works: every kind of change on every synced type.
    const post = (path: string, body: Record<string, unknown>) => ok('POST', path, { companyId, ...body });
    const put = (path: string, body: Record<string, unknown>) => ok('PUT', path, { companyId, ...body });
    const del = (path: string) => ok('DELETE', `${path}?companyId=${companyId}`);

    const branch = (await post('/api/branches', { name: 'Ош', city: 'Ош', address: 'ул. Ленина, 5' })) as Row;
    const depot = (await post('/api/departments', { name: 'Склад', branchId: branch.id })) as Row;
    const vera = (await post('/api/employees', {
      firstName: 'Вера',
      lastName: 'Ан',
      phone: '+996 555 333 333',
      departmentIds: [depot.id],
    })) as Row;
    const gone = (await post('/api/employees', {
      firstName: 'Глеб',
      lastName: 'Ю',
      phone: '+996 555 444 444',
      departmentIds: [ids.sales],
    })) as Row;
    await post('/api/bonuses-penalties', {
      employeeId: gone.id,
      type: 'bonus',
      amount: '300',
      reason: 'Переработка',
      appliedDate: '2026-10-03',
    });
    const booked = (await post('/api/bonuses-penalties', {
      employeeId: vera.id,
      type: 'bonus',
      amount: '1200.50',
      reason: 'Инвентаризация',
      appliedDate: '2026-10-05',
    })) as Row;
    await put(`/api/bonuses-penalties/${booked.id}`, {
      employeeId: vera.id,
      type: 'bonus',
      amount: '1250.75',
      reason: 'Инвентаризация',
      appliedDate: '2026-10-05',
    });
    const slip = (await post('/api/bonuses-penalties', {
      employeeId: vera.id,
      type: 'penalty',
      amount: '100',
      reason: 'Ошибка',
      appliedDate: '2026-10-06',
    })) as Row;
    await del(`/api/bonuses-penalties/${slip.id}`);
    const kpi = (await post('/api/employee-performance', {
      employeeId: vera.id,
      startDate: '2026-10-01',
      endDate: '2026-10-15',
      ordersCount: 10,
      employeeProfit: '5000',
    })) as { record?: Row } & Row;
    const kpiId = (kpi.record?.id ?? kpi.id) as number;
    await put(`/api/employee-performance/${kpiId}`, {
      employeeId: vera.id,
      startDate: '2026-10-01',
      endDate: '2026-10-15',
      ordersCount: 12,
      employeeProfit: '6000',
    });
    // A department renamed changes what its employees answer (departmentName).
    await put(`/api/departments/${ids.sales}`, { name: 'Продажи и сервис', branchId: ids.branch, managerId: ids.anna });
    // Records read in the first run go: a booking, a performance record, a department with a member.
    const penalty = [...mirror.ledger_record.values()].find((r) => r.type === 'penalty')!;
    await del(`/api/bonuses-penalties/${penalty.id}`);
    const [octoberKpi] = [...mirror.performance_record.values()];
    await del(`/api/employee-performance/${octoberKpi!.id}`);
    // Boris goes with his booking and his fixed September (cascaded tombstones); Anna leaves
    // Support, which can then go.
    await del(`/api/employees/${ids.boris}`);
    const anna = mirror.employee.get(ids.anna)!;
    await put(`/api/employees/${ids.anna}`, {
      firstName: anna.firstName,
      lastName: anna.lastName,
      phone: anna.phone,
      departmentIds: [ids.sales],
    });
    await del(`/api/departments/${ids.support}`);
    await put(`/api/employees/${vera.id}`, {
      firstName: 'Вера',
      lastName: 'Ан-Ким',
      phone: '+996 555 333 333',
      departmentIds: [depot.id],
    });
    // An employee with records goes: the records go with them (cascaded tombstones).
    await del(`/api/employees/${gone.id}`);
    const fix = (await post('/api/fix-employee-rules', {
      employeeId: vera.id,
      startDate: MONTH.from,
      endDate: MONTH.to,
      employeeProfit: '0',
    })) as Row;
    await ok('POST', `/api/payroll-fixes/${fix.id}/reopen`, { companyId });
    const spare = (await post('/api/branches', { name: 'Временный', city: 'Нарын', address: 'ул. 1' })) as Row;
    await del(`/api/branches/${spare.id}`);

    // Second run: only what changed.
    const second = await incremental(mirror, state);
    state = second.state;

    // The feed names every change the lists brought, with the records' ids and figures.
    const { events } = second;
    const types = events.map((e) => e.type);
    for (const expected of [
      'branch.created',
      'department.created',
      'employee.created',
      'ledger.record.created',
      'ledger.record.updated',
      'ledger.record.deleted',
      'performance.record.created',
      'performance.record.updated',
      'department.updated',
      'employee.updated',
      'employee.deleted',
      'payroll.period.fixed',
      'payroll.period.reopened',
      'branch.deleted',
    ]) {
      expect(types).toContain(expected);
    }
    expect(events.find((e) => e.type === 'ledger.record.updated')?.data).toMatchObject({
      id: booked.id,
      amount: '1250.75',
    });

    // Ends exactly where a fresh full read is: additions, changes and deletions.
    const fresh = await fullRead();
    for (const type of TYPES) {
      expect([...mirror[type].keys()].sort(), type).toEqual([...fresh[type].keys()].sort());
      for (const [id, row] of fresh[type]) expect(mirror[type].get(id), `${type} ${id}`).toEqual(row);
    }
    expect(fresh.employee.has(gone.id)).toBe(false);
    expect(fresh.branch.has(spare.id)).toBe(false);
    expect(fresh.ledger_record.has(slip.id)).toBe(false);
    for (const [type, id] of [
      ['ledger_record', penalty.id],
      ['performance_record', octoberKpi!.id],
      ['department', ids.support],
      ['employee', ids.boris],
    ] as const) {
      expect(mirror[type].has(id), `${type} ${id} deleted`).toBe(false);
    }
    expect([...mirror.payroll_fix.values()].some((f) => f.employeeId === ids.boris)).toBe(false);
    expect(fresh.employee.get(vera.id)).toMatchObject({ lastName: 'Ан-Ким' });

    // A run with nothing new changes nothing, and the feed has nothing to add.
    const quiet = await incremental(mirror, state);
    expect(quiet.events).toEqual([]);
    for (const type of TYPES) expect(mirror[type]).toEqual(fresh[type]);
  }, 180_000);
});
