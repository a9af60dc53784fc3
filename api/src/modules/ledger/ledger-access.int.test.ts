import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, type TestUser } from '../../../test/harness';
import { startLedgerKit, type LedgerKit } from '../../../test/support/ledger.int-kit';

let k: LedgerKit;
let owner: TestUser;
let companyId: number;
let outsider: TestUser;
let foreignCompanyId: number;
let colleague: number;
let colleagueRecord: number;

const record = (employeeId: number, overrides: Record<string, unknown> = {}) => ({
  employeeId,
  type: 'bonus',
  amount: '100',
  reason: 'Премия',
  appliedDate: '2026-10-10',
  ...overrides,
});

beforeAll(async () => {
  k = await startLedgerKit();
  ({ owner, companyId } = await k.f.company('Ромашка'));
  ({ owner: outsider, companyId: foreignCompanyId } = await k.f.company('Чужая'));
  colleague = await k.f.employee(companyId, { firstName: 'Бакыт', lastName: 'Токтогулов' });
  colleagueRecord = (await k.post(owner, companyId, record(colleague))).body.id;
});
afterAll(() => k?.close());

describe('tenant isolation and roles over REST', () => {
  it('answers another company’s owner 404 on every call and changes nothing', async () => {
    await k.post(outsider, foreignCompanyId, record(await k.f.employee(foreignCompanyId)));
    const before = await k.written(companyId);
    const notFound = (res: { status: number }) => expect(res.status).toBe(404);
    notFound(await k.list(outsider, companyId));
    notFound(await k.history(outsider, companyId, colleague));
    notFound(await k.post(outsider, companyId, record(colleague)));
    notFound(await k.put(outsider, companyId, colleagueRecord, record(colleague, { amount: '1' })));
    notFound(await k.del(outsider, companyId, colleagueRecord));
    // Through their own company our ids are unknown too.
    expect(await k.put(outsider, foreignCompanyId, colleagueRecord, record(colleague))).toMatchObject({
      status: 404,
      body: { message: 'Запись не найдена' },
    });
    expect(await k.del(outsider, foreignCompanyId, colleagueRecord)).toMatchObject({
      status: 404,
      body: { message: 'Запись не найдена' },
    });
    expect(await k.history(outsider, foreignCompanyId, colleague)).toMatchObject({
      status: 404,
      body: { message: 'Сотрудник не найден' },
    });
    expect((await k.list(outsider, foreignCompanyId)).body.map((r: any) => r.companyId)).toEqual([foreignCompanyId]);
    expect(await k.written(companyId)).toEqual(before);
  });

  it('lets a verifier read everything and refuses its writes (403)', async () => {
    const verifier = await k.f.member(companyId, 'verifier');
    const before = await k.written(companyId);
    expect((await k.list(verifier, companyId)).body.map((r: any) => r.id)).toContain(colleagueRecord);
    expect((await k.history(verifier, companyId, colleague)).status).toBe(200);
    expect((await k.post(verifier, companyId, record(colleague))).status).toBe(403);
    expect((await k.put(verifier, companyId, colleagueRecord, record(colleague))).status).toBe(403);
    expect((await k.del(verifier, companyId, colleagueRecord)).status).toBe(403);
    expect(await k.written(companyId)).toEqual(before);
  });

  it('lets managers and HR managers book', async () => {
    for (const role of ['manager', 'hr_manager']) {
      const member = await k.f.member(companyId, role);
      expect((await k.post(member, companyId, record(colleague, { reason: role }))).status).toBe(201);
    }
  });

  it('shows an employee-role member only its own records and history, and refuses its writes', async () => {
    const employee = await k.f.member(companyId, 'employee');
    const linked = await k.f.employee(companyId, {
      firstName: 'Свой',
      lastName: 'Сотрудник',
      userId: employee.user.id,
    });
    const ownRecord = (await k.post(owner, companyId, record(linked, { reason: 'Моя премия' }))).body.id;
    const before = await k.written(companyId);

    expect((await k.list(employee, companyId)).body.map((r: any) => r.id)).toEqual([ownRecord]);
    expect((await k.list(employee, companyId, `&employeeId=${colleague}`)).body).toEqual([]);
    expect((await k.list(employee, companyId, `&employeeId=${linked}`)).body.map((r: any) => r.id)).toEqual([
      ownRecord,
    ]);
    expect((await k.history(employee, companyId, linked)).body.map((r: any) => r.id)).toEqual([ownRecord]);
    // Their own records show in full, amounts included, though the employee role hides amounts.
    expect((await k.list(employee, companyId)).body[0].amount).toMatch(/^\d+\.\d{2}$/);
    const ownHistory = (await k.history(employee, companyId, linked)).body;
    expect(ownHistory[0].amount).toMatch(/^\d+\.\d{2}$/);
    expect(Object.keys(ownHistory[0]).sort()).toEqual(['amount', 'appliedDate', 'id', 'quantity', 'reason', 'type']);
    expect(await k.history(employee, companyId, colleague)).toMatchObject({
      status: 404,
      body: { message: 'Сотрудник не найден' },
    });
    expect((await k.post(employee, companyId, record(linked))).status).toBe(403);
    expect((await k.put(employee, companyId, ownRecord, record(linked, { amount: '9999' }))).status).toBe(403);
    expect((await k.del(employee, companyId, ownRecord)).status).toBe(403);
    expect(await k.written(companyId)).toEqual(before);

    const unlinked = await k.f.member(companyId, 'employee');
    expect((await k.list(unlinked, companyId)).body).toEqual([]);
    expect((await k.history(unlinked, companyId, linked)).status).toBe(404);
  });
});

const FIELDS = 'id employeeId employeeName type amount reason quantity appliedDate companyId createdAt';
const CREATE = `mutation($c:Int!,$input:LedgerRecordInput!,$key:String){
  createLedgerRecord(companyId:$c,input:$input,idempotencyKey:$key){ ${FIELDS} } }`;
const UPDATE = `mutation($c:Int!,$id:Int!,$input:LedgerRecordInput!){
  updateLedgerRecord(companyId:$c,id:$id,input:$input){ ${FIELDS} } }`;
const DELETE = `mutation($c:Int!,$id:Int!){ deleteLedgerRecord(companyId:$c,id:$id) }`;
const LIST = `query($c:Int!,$filter:LedgerFilterInput,$period:String,$from:String,$to:String){
  ledgerRecords(companyId:$c,filter:$filter,period:$period,from:$from,to:$to){ ${FIELDS} } }`;
const HISTORY = `query($c:Int!,$e:Int!){ employeeLedgerHistory(companyId:$c,employeeId:$e){ id type reason appliedDate amount quantity } }`;

describe('over GraphQL', () => {
  it('creates with Decimal amounts and the defaults, and answers a retry with the same key with the first record', async () => {
    const input = { employeeId: colleague, type: 'piecework', amount: 250, quantity: 5, appliedDate: '2026-11-02' };
    const first = await gql(k.app, CREATE, { c: companyId, input, key: 'gql-key' }, owner);
    expect(first.errors).toBeUndefined();
    expect(first.data.createLedgerRecord).toMatchObject({
      employeeName: 'Бакыт Токтогулов',
      type: 'piecework',
      amount: '250.00',
      reason: 'Сдельная выплата',
      quantity: 5,
      appliedDate: '2026-11-02',
      companyId,
    });
    const before = await k.written(companyId);
    k.payEvents();
    const again = await gql(
      k.app,
      CREATE,
      { c: companyId, input: { ...input, amount: '250.00' }, key: 'gql-key' },
      owner,
    );
    expect(again.data.createLedgerRecord).toEqual(first.data.createLedgerRecord);
    const concurrent = await Promise.all(
      [1, 2, 3, 4].map(() =>
        gql(k.app, CREATE, { c: companyId, input: { ...input, reason: 'Параллельно' }, key: 'gql-par' }, owner),
      ),
    );
    expect(new Set(concurrent.map((r) => r.data.createLedgerRecord.id)).size).toBe(1);
    const after = await k.written(companyId);
    expect(after.rows.length).toBe(before.rows.length + 1);
    expect(k.payEvents()).toHaveLength(1);
    const reused = await gql(k.app, CREATE, { c: companyId, input: { ...input, quantity: 6 }, key: 'gql-key' }, owner);
    expect(reused.errors?.[0]).toMatchObject({
      message: 'Ключ идемпотентности уже использован для другой записи',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('validates with the form’s messages in fieldErrors', async () => {
    const res = await gql(
      k.app,
      CREATE,
      { c: companyId, input: { employeeId: 0, type: 'bonus', amount: '5', reason: 'x' } },
      owner,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Выберите сотрудника',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { employeeId: ['Выберите сотрудника'] } },
    });
    const reason = await gql(
      k.app,
      CREATE,
      { c: companyId, input: { employeeId: colleague, type: 'penalty', amount: '5' } },
      owner,
    );
    expect(reason.errors?.[0]?.message).toBe('Укажите причину');
    const amount = await gql(k.app, CREATE, { c: companyId, input: record(colleague, { amount: '0' }) }, owner);
    expect(amount.errors?.[0]?.message).toBe('Сумма должна быть больше 0');
    const type = await gql(k.app, CREATE, { c: companyId, input: record(colleague, { type: 'salary' }) }, owner);
    expect(type.errors).toBeDefined();
  });

  it('lists with filter and period, reads the history, updates and deletes', async () => {
    const created = (
      await gql(
        k.app,
        CREATE,
        {
          c: companyId,
          input: record(colleague, { type: 'penalty', reason: 'Штраф GraphQL', appliedDate: '2026-09-09' }),
        },
        owner,
      )
    ).data.createLedgerRecord;
    const listed = await gql(
      k.app,
      LIST,
      { c: companyId, filter: { employeeId: colleague, type: 'penalty', search: 'graphql' }, period: '2026-09' },
      owner,
    );
    expect(listed.data.ledgerRecords).toEqual([created]);
    const ranged = await gql(k.app, LIST, { c: companyId, from: '2026-09-01', to: '2026-09-30' }, owner);
    expect(ranged.data.ledgerRecords.map((r: any) => r.id)).toEqual([created.id]);
    const badPeriod = await gql(k.app, LIST, { c: companyId, period: 'сентябрь' }, owner);
    expect(badPeriod.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const history = await gql(k.app, HISTORY, { c: companyId, e: colleague }, owner);
    expect(history.data.employeeLedgerHistory[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(String),
      reason: expect.any(String),
      appliedDate: expect.any(String),
      amount: expect.any(String),
      quantity: expect.toBeOneOf([null, expect.any(Number)]),
    });
    expect(history.data.employeeLedgerHistory.map((h: any) => h.id)).toContain(created.id);

    const updated = await gql(
      k.app,
      UPDATE,
      {
        c: companyId,
        id: created.id,
        input: { employeeId: colleague, type: 'bonus', amount: '75.5', reason: 'Исправлено' },
      },
      owner,
    );
    expect(updated.data.updateLedgerRecord).toEqual({
      ...created,
      type: 'bonus',
      amount: '75.50',
      reason: 'Исправлено',
    });
    expect((await gql(k.app, DELETE, { c: companyId, id: created.id }, owner)).data.deleteLedgerRecord).toBe(true);
    const gone = await gql(k.app, DELETE, { c: companyId, id: created.id }, owner);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Запись не найдена', extensions: { code: 'NOT_FOUND' } });
  });

  it('answers another company’s owner NOT_FOUND and an employee-role member FORBIDDEN on writes', async () => {
    const input = record(colleague);
    for (const [query, variables] of [
      [LIST, { c: companyId }],
      [HISTORY, { c: companyId, e: colleague }],
      [CREATE, { c: companyId, input }],
      [UPDATE, { c: companyId, id: colleagueRecord, input }],
      [DELETE, { c: companyId, id: colleagueRecord }],
      [UPDATE, { c: foreignCompanyId, id: colleagueRecord, input }],
      [DELETE, { c: foreignCompanyId, id: colleagueRecord }],
    ] as const) {
      const res = await gql(k.app, query, variables, outsider);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    const employeeUser = await k.f.member(companyId, 'employee');
    await k.db.query('update employees set user_id = $1 where id = $2', [employeeUser.user.id, colleague]);
    const own = await gql(k.app, LIST, { c: companyId }, employeeUser);
    expect(new Set(own.data.ledgerRecords.map((r: any) => r.employeeId))).toEqual(new Set([colleague]));
    for (const [query, variables] of [
      [CREATE, { c: companyId, input }],
      [UPDATE, { c: companyId, id: colleagueRecord, input }],
      [DELETE, { c: companyId, id: colleagueRecord }],
    ] as const) {
      expect((await gql(k.app, query, variables, employeeUser)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
