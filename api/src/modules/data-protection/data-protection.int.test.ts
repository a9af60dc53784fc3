import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import { gql, rest, signedInUser, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { wsClient } from '../../../test/subscribe';

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});
const sockets: ReturnType<typeof wsClient>[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(sockets.splice(0).map((ws) => ws.close()));
});

const health = (user: TestUser | undefined, companyId?: number) =>
  rest(app, 'GET', `/api/database/health${companyId === undefined ? '' : `?companyId=${companyId}`}`, { user });
const integrity = (user: TestUser, companyId: number) =>
  rest(app, 'GET', `/api/database/integrity/${companyId}`, { user });

/** A company with two departments, a branch and employees placed in them, made through the API. */
async function staffedCompany(name: string) {
  const { owner, companyId } = await f.company(name);
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await rest(app, 'POST', path, { user: owner, body: { companyId, ...body } });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  const branch = await post('/api/branches', { name: 'Центр', city: 'Бишкек' });
  const sales = await post('/api/departments', { name: 'Продажи', branchId: branch });
  const employee = (firstName: string, lastName: string, role = 'employee') =>
    post('/api/employees', { firstName, lastName, phone: '+996 555 000 000', role, departmentIds: [sales] });
  const anna = await employee('Анна', 'Ким', 'manager');
  const boris = await employee('Борис', 'Ли');
  return { owner, companyId, post, branch, sales, anna, boris, employee };
}

describe('GET /api/database/health', () => {
  it('without a company: only the connection and the time, for any signed-in user; 401 without a session', async () => {
    const user = await signedInUser(app);
    const res = await health(user);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('healthy');
    expect(Object.keys(res.body.details).sort()).toEqual(['connection', 'timestamp']);
    expect(res.body.details.connection).toBe('connected');
    expect(Date.now() - Date.parse(res.body.details.timestamp)).toBeLessThan(60_000);
    expect(res.body.problems).toEqual([]);
    expect((await health(undefined)).status).toBe(401);
  });

  it('with a company: its own employees only, the schema’s indexes and triggers, migrations and events', async () => {
    const mine = await staffedCompany('Здоровье');
    const other = await staffedCompany('Соседи');
    await other.employee('Вера', 'Ан');
    const res = await health(mine.owner, mine.companyId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'healthy',
      details: { connection: 'connected', employeeCount: 2, pendingMigrations: 0, events: 'connected' },
      problems: [],
    });
    expect(res.body.details.indexCount).toBeGreaterThan(20);
    expect(res.body.details.triggerCount).toBeGreaterThan(20);
    expect((await health(other.owner, other.companyId)).body.details.employeeCount).toBe(3);
  });

  it('is a warning, saying why, when a migration is not applied or events cannot reach other replicas', async () => {
    const mine = await staffedCompany('Предупреждения');
    const [last] = (await db.query('select * from mikro_orm_migrations order by id desc limit 1')).rows;
    await db.query('delete from mikro_orm_migrations where id = $1', [last.id]);
    try {
      const res = await health(mine.owner, mine.companyId);
      expect(res.body.status).toBe('warning');
      expect(res.body.details.pendingMigrations).toBe(1);
      expect(res.body.problems).toEqual([PROTECTION_MESSAGES.pendingMigrations(1)]);
    } finally {
      await db.query('insert into mikro_orm_migrations (id, name, executed_at) values ($1, $2, $3)', [
        last.id,
        last.name,
        last.executed_at,
      ]);
    }
    vi.spyOn(app.server.deps.events, 'state').mockReturnValue('disconnected');
    const res = await health(mine.owner, mine.companyId);
    expect(res.body).toMatchObject({ status: 'warning', problems: [PROTECTION_MESSAGES.redisDown] });
  });

  it('is refused to other tenants (404) and to roles without settings.protection.view (403), on both transports', async () => {
    const mine = await staffedCompany('Чужим нельзя');
    const stranger = await signedInUser(app);
    expect((await health(stranger, mine.companyId)).status).toBe(404);
    expect((await integrity(stranger, mine.companyId)).status).toBe(404);
    const employee = await f.member(mine.companyId, 'employee');
    expect((await health(employee, mine.companyId)).status).toBe(403);
    expect((await integrity(employee, mine.companyId)).status).toBe(403);
    const q = 'query($c:Int!){dataIntegrity(companyId:$c){valid}}';
    expect((await gql(app, q, { c: mine.companyId }, stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(app, q, { c: mine.companyId }, employee)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await health(mine.owner, Number.NaN as unknown as number)).status).toBe(404);
    expect((await rest(app, 'GET', '/api/database/health?companyId=abc', { user: mine.owner })).status).toBe(404);
  });
});

describe('GET /api/database/integrity/{companyId}', () => {
  it('finds nothing wrong in a company kept by the services, and counts what it checked', async () => {
    const mine = await staffedCompany('Порядок');
    const res = await integrity(mine.owner, mine.companyId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: true, issues: [] });
    // 2 employees, 1 department, 2 placements.
    expect(res.body.checkedCount).toBe(5);
  });

  it('reports every planted fault as a sentence naming the record', async () => {
    const mine = await staffedCompany('Поломки');
    const other = await staffedCompany('Другая');
    const q = (sql: string, params: unknown[] = []) => db.query(sql, params);
    // An employee without a department.
    const loner = await f.employee(mine.companyId, { firstName: 'Олег', lastName: 'Один' });
    // A department whose manager is gone, and one whose manager is a plain employee.
    await q('update departments set manager_id = 999999 where id = $1', [mine.sales]);
    const support = await mine.post('/api/departments', { name: 'Поддержка' });
    await q('update departments set manager_id = $1 where id = $2', [mine.boris, support]);
    // Placements in another company's department and branch.
    await f.placeInDepartment(mine.boris, other.sales, 1);
    await f.placeInBranch(mine.boris, other.branch, 0);
    // Ledger: an amount out of range, and records of a deleted employee.
    const book = async (employeeId: number, amount: string) =>
      (
        await q(
          `insert into ledger_records (company_id, employee_id, type, amount, reason, applied_date, created_at, updated_at)
           values ($1, $2, 'bonus', $3, 'Премия', '2026-10-05', now(), now()) returning id`,
          [mine.companyId, employeeId, amount],
        )
      ).rows[0].id as number;
    const negative = await book(mine.anna, '-500');
    const gone = await mine.employee('Григорий', 'Ушёл');
    const orphan = await book(gone, '1200');
    await q('begin');
    await q('set local session_replication_role = replica');
    await q('delete from employees where id = $1', [gone]);
    await q('commit');
    // Templates naming a department and an employee that are gone.
    await rest(app, 'POST', '/api/salary-rule-templates', {
      user: mine.owner,
      body: { companyId: mine.companyId, templateName: 'Оклад', ruleType: 'fixed', value: '100' },
    });
    await q(
      `update salary_rule_templates set applies_to_departments = '[424242]', applies_to_employees = $1
              where company_id = $2`,
      [JSON.stringify([mine.anna, 535353]), mine.companyId],
    );
    // A fixed period whose ledger changed behind the lock.
    const fixed = await rest(app, 'POST', '/api/fix-employee-rules', {
      user: mine.owner,
      body: {
        companyId: mine.companyId,
        employeeId: mine.anna,
        startDate: '2026-09-01',
        endDate: '2026-09-30',
        employeeProfit: '0',
      },
    });
    expect(fixed.status).toBe(201);
    await q(
      `insert into ledger_records (company_id, employee_id, type, amount, reason, applied_date, created_at, updated_at)
       values ($1, $2, 'penalty', '300', 'Задним числом', '2026-09-10', now(), now())`,
      [mine.companyId, mine.anna],
    );

    const res = await integrity(mine.owner, mine.companyId);
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(false);
    expect(res.body.issues).toEqual([
      `Сотрудник «Один Олег» (№ ${loner}) не состоит ни в одном отделе компании`,
      'Руководитель отдела «Поддержка» — «Ли Борис» (№ ' + mine.boris + ') — не менеджер и не владелец',
      'Руководитель отдела «Продажи» не найден: сотрудника № 999999 нет в компании',
      `Сотрудник «Ли Борис» (№ ${mine.boris}) привязан к отделу № ${other.sales} другой компании`,
      `Сотрудник «Ли Борис» (№ ${mine.boris}) привязан к филиалу № ${other.branch} другой компании`,
      'Шаблон зарплаты «Оклад» ссылается на удалённый отдел № 424242',
      'Шаблон зарплаты «Оклад» ссылается на удалённого сотрудника № 535353',
      `Запись «Бонус» № ${negative} от 05.10.2026: сумма -500,00 вне допустимого диапазона (от 0,01 до 100 000 000,00)`,
      `Запись «Бонус» № ${orphan} от 05.10.2026 на 1 200,00 относится к удалённому сотруднику № ${gone}`,
      `Зафиксированный период 01.09.2026–30.09.2026 сотрудника «Ким Анна» (№ ${mine.anna}) не совпадает с журналом: ` +
        'в снимке записей 0 на 0,00, в журнале 1 на 300,00',
    ]);
    // Every fault of the other company stays the other company's.
    expect((await integrity(other.owner, other.companyId)).body).toMatchObject({ valid: true, issues: [] });
  });
});

describe('live pushes', () => {
  const subscribe = async (user: TestUser, query: string, variables: Record<string, unknown>) => {
    const ws = wsClient(app.url, { token: user.token });
    sockets.push(ws);
    return ws.subscribe(query, variables);
  };

  it('recheck the integrity once per burst of changes and push it when it moved', async () => {
    const mine = await staffedCompany('Живая');
    const sub = await subscribe(
      mine.owner,
      'subscription($c:Int!){dataIntegrityChanged(companyId:$c){valid checkedCount issues}}',
      { c: mine.companyId },
    );
    // The manager of Sales becomes a plain employee: one change, one push naming the department.
    await rest(app, 'PUT', `/api/departments/${mine.sales}`, {
      user: mine.owner,
      body: { companyId: mine.companyId, name: 'Продажи', managerId: mine.anna, branchId: mine.branch },
    });
    const demoted = await rest(app, 'PUT', `/api/employees/${mine.anna}`, {
      user: mine.owner,
      body: { companyId: mine.companyId, role: 'employee' },
    });
    expect(demoted.status).toBe(200);
    const pushed = await sub.next();
    expect(pushed.data.dataIntegrityChanged.valid).toBe(false);
    expect(pushed.data.dataIntegrityChanged.issues).toEqual([
      `Руководитель отдела «Продажи» — «Ким Анна» (№ ${mine.anna}) — не менеджер и не владелец`,
    ]);
    // A burst of five new employees is rechecked once or twice, not five times.
    for (let i = 0; i < 5; i++) await mine.employee(`Новый${i}`, 'Сотрудник');
    const counts: number[] = [];
    for (;;) {
      const next = await sub.next(3000).catch(() => null);
      if (!next) break;
      counts.push(next.data.dataIntegrityChanged.checkedCount);
    }
    expect(counts.length).toBeGreaterThanOrEqual(1);
    expect(counts.length).toBeLessThanOrEqual(2);
    // 7 employees, 1 department, 7 placements.
    expect(counts.at(-1)).toBe(7 + 1 + 7);
  });

  it('push the health when the company’s figures move, and refuse other tenants', async () => {
    const mine = await staffedCompany('Пульс');
    const sub = await subscribe(
      mine.owner,
      'subscription($c:Int!){databaseHealthChanged(companyId:$c){status details{employeeCount}}}',
      { c: mine.companyId },
    );
    await mine.employee('Ещё', 'Один');
    const pushed = await sub.next();
    expect(pushed.data.databaseHealthChanged).toEqual({ status: 'healthy', details: { employeeCount: 3 } });

    const stranger = await signedInUser(app);
    const refused = await subscribe(stranger, 'subscription($c:Int!){databaseHealthChanged(companyId:$c){status}}', {
      c: mine.companyId,
    });
    const answer = await refused.next();
    expect(JSON.stringify(answer)).toContain('NOT_FOUND');
  });
});
