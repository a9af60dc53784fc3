import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_MESSAGES } from '@staffpay/schema/pay/pay.schemas';
import { ledgerRecordAnswer } from '@staffpay/schema/pay/pay.responses';
import { gql, rest, signedInUser, type TestUser } from '../../../test/harness';
import { startLedgerKit, type LedgerKit } from '../../../test/support/ledger.int-kit';

/**
 * Corrections after approval: a record of a fixed period is corrected by a new record booked on
 * the first day of the next month without a fixed day (a fixed next month skipped), naming the
 * original, over REST and GraphQL; an original outside a fixed period, another company's record
 * and a role without bonuses.create are refused.
 */
let k: LedgerKit;
let owner: TestUser;
let viewer: TestUser;
let companyId: number;
let aigul: number;
let bakyt: number;
let foreign: { owner: TestUser; companyId: number; record: number };

const CORRECT = `mutation($c:Int!,$r:Int!,$i:LedgerCorrectionInput!){correctLedgerRecord(companyId:$c,recordId:$r,input:$i){
  id employeeId type amount reason appliedDate correctsRecordId correctsAppliedDate }}`;

const correct = (
  recordId: number | string,
  body: Record<string, unknown>,
  user: TestUser = owner,
  company = companyId,
) =>
  rest(app(), 'POST', `/api/ledger-records/${recordId}/corrections`, { user, body: { companyId: company, ...body } });
const app = () => k.app;

async function book(employeeId: number, appliedDate: string, amount = '1500') {
  const res = await k.post(owner, companyId, { employeeId, type: 'bonus', amount, reason: 'Премия', appliedDate });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

beforeAll(async () => {
  k = await startLedgerKit();
  ({ owner, companyId } = await k.f.company('Исправления'));
  aigul = await k.f.employee(companyId, { firstName: 'Айгуль', lastName: 'Асанова' });
  bakyt = await k.f.employee(companyId, { firstName: 'Бакыт', lastName: 'Токтогулов' });
  const role = await rest(app(), 'POST', '/api/system-roles', {
    user: owner,
    body: { companyId, name: 'Смотрит', code: 'ledgerviewer', permissions: ['bonuses.view'] },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  viewer = await k.f.member(companyId, 'ledgerviewer');
  const o = await k.f.company('Чужая');
  const employee = await k.f.employee(o.companyId);
  const made = await k.post(o.owner, o.companyId, {
    employeeId: employee,
    type: 'bonus',
    amount: '10',
    reason: 'Чужая',
    appliedDate: '2026-09-10',
  });
  await k.fix(o.companyId, employee, '2026-09-01', '2026-09-30');
  foreign = { owner: o.owner, companyId: o.companyId, record: made.body.id };
});
afterAll(() => k?.close());

describe('a correction after approval', () => {
  it('is booked on the first day of the next open month, naming the original (REST)', async () => {
    const original = await book(aigul, '2026-09-10');
    await k.fix(companyId, aigul, '2026-09-01', '2026-09-30');
    k.payEvents();
    const res = await correct(original, { type: 'penalty', amount: '500', reason: 'Премия начислена дважды' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(ledgerRecordAnswer.safeParse(res.body).error).toBeUndefined();
    expect(res.body).toMatchObject({
      employeeId: aigul,
      employeeName: 'Айгуль Асанова',
      type: 'penalty',
      amount: '500.00',
      reason: 'Премия начислена дважды',
      quantity: null,
      appliedDate: '2026-10-01',
      correctsRecordId: original,
      correctsAppliedDate: '2026-09-10',
    });
    // The same events as a created record: the pay feed hears it, the activity log has it.
    expect(k.payEvents()).toEqual([
      { companyId, source: 'ledger', action: 'created', id: res.body.id, employeeIds: [aigul], dates: ['2026-10-01'] },
    ]);
    const logged = (await k.f.activity(companyId, 'ledgerRecord')).find((r) => r.entity_id === res.body.id);
    expect(logged).toMatchObject({ action: 'created', after: res.body });
    // The original stays as it was fixed.
    const list = (await k.list(owner, companyId)).body as Record<string, unknown>[];
    expect(list.find((r) => r.id === original)).toMatchObject({ amount: '1500.00', correctsRecordId: null });
    expect(list.find((r) => r.id === res.body.id)).toMatchObject({
      correctsRecordId: original,
      correctsAppliedDate: '2026-09-10',
    });
  });

  it('skips a fixed next month, and shows the reference in the list (GraphQL)', async () => {
    const original = await book(bakyt, '2026-08-20');
    await k.fix(companyId, bakyt, '2026-08-01', '2026-08-31');
    await k.fix(companyId, bakyt, '2026-09-01', '2026-09-30');
    const res = await gql(
      app(),
      CORRECT,
      { c: companyId, r: original, i: { type: 'bonus', amount: '250.5', reason: 'Доплата' } },
      owner,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.correctLedgerRecord).toMatchObject({
      employeeId: bakyt,
      type: 'bonus',
      amount: '250.50',
      reason: 'Доплата',
      appliedDate: '2026-10-01',
      correctsRecordId: original,
      correctsAppliedDate: '2026-08-20',
    });
    const listed = await gql(
      app(),
      `query($c:Int!,$e:Int){ledgerRecordsConnection(companyId:$c,filter:{employeeId:$e}){edges{node{id correctsRecordId correctsAppliedDate}}}}`,
      { c: companyId, e: bakyt },
      owner,
    );
    expect(listed.data.ledgerRecordsConnection.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { id: res.data.correctLedgerRecord.id, correctsRecordId: original, correctsAppliedDate: '2026-08-20' },
      { id: original, correctsRecordId: null, correctsAppliedDate: null },
    ]);
  });

  it('refuses an original that is not in a fixed period: change it instead', async () => {
    const open = await book(aigul, '2026-11-05');
    const before = await k.written(companyId);
    const res = await correct(open, { type: 'bonus', amount: '1', reason: 'x' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: PAY_MESSAGES.correctionOfOpenRecord });
    const q = await gql(
      app(),
      CORRECT,
      { c: companyId, r: open, i: { type: 'bonus', amount: '1', reason: 'x' } },
      owner,
    );
    expect(q.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await k.written(companyId)).toEqual(before);
  });

  it('validates the correction by the ledger’s own rules', async () => {
    const original = (await k.list(owner, companyId, '&employeeId=' + aigul)).body.find(
      (r: { appliedDate: string }) => r.appliedDate === '2026-09-10',
    ).id;
    const res = await correct(original, { type: 'bonus', amount: '0' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toContain('amount');
  });

  it('another company’s record and another company’s member get 404; a role without bonuses.create 403', async () => {
    expect((await correct(foreign.record, { type: 'bonus', amount: '1', reason: 'x' })).status).toBe(404);
    const q = await gql(
      app(),
      CORRECT,
      { c: companyId, r: foreign.record, i: { type: 'bonus', amount: '1', reason: 'x' } },
      owner,
    );
    expect(q.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const mine = await book(aigul, '2026-07-11');
    await k.fix(companyId, aigul, '2026-07-01', '2026-07-31');
    expect((await correct(mine, { type: 'bonus', amount: '1', reason: 'x' }, foreign.owner)).status).toBe(404);
    const refused = await correct(mine, { type: 'bonus', amount: '1', reason: 'x' }, viewer);
    expect(refused.status).toBe(403);
    const g = await gql(
      app(),
      CORRECT,
      { c: companyId, r: mine, i: { type: 'bonus', amount: '1', reason: 'x' } },
      viewer,
    );
    expect(g.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps the link through a backup and a restore', async () => {
    const { owner: o, companyId: c } = await k.f.company('Копия');
    const e = await k.f.employee(c, { firstName: 'Ерлан', lastName: 'Ешенов' });
    const made = await k.post(o, c, {
      employeeId: e,
      type: 'bonus',
      amount: '70',
      reason: 'План',
      appliedDate: '2026-06-03',
    });
    const fix = await k.fix(c, e, '2026-06-01', '2026-06-30');
    const fixed = await correct(made.body.id, { type: 'penalty', amount: '20', reason: 'Лишнее' }, o, c);
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(201);
    // The hand-made fix has no snapshot a backup could carry: the link is what is checked here.
    await k.db.query('delete from payroll_fixes where id = $1', [fix]);
    const res = await fetch(`${app().url}/api/database/backup/company/${c}`, { method: 'POST', headers: o.headers });
    expect(res.status).toBe(200);
    const backup = JSON.parse(await res.text());
    expect(backup.ledger).toEqual([
      expect.objectContaining({ id: made.body.id, correctsRecordId: null }),
      expect.objectContaining({ id: fixed.body.id, correctsRecordId: made.body.id }),
    ]);
    const restorer = await signedInUser(app());
    const restored = await rest(app(), 'POST', '/api/database/restore', {
      user: restorer,
      body: { mode: 'new', backup },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    const list = (await k.list(restorer, restored.body.companyId)).body as Record<string, unknown>[];
    const original = list.find((r) => r.appliedDate === '2026-06-03')!;
    expect(list.find((r) => r.appliedDate === '2026-07-01')).toMatchObject({
      type: 'penalty',
      correctsRecordId: original.id,
      correctsAppliedDate: '2026-06-03',
    });
  });
});
