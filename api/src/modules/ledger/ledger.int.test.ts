import type { TestUser } from '../../../test/harness';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLedgerKit, type LedgerKit } from '../../../test/support/ledger.int-kit';
import { todayInZone } from '../../shared/calendar/calendar-dates';

let k: LedgerKit;
let owner: TestUser;
let companyId: number;
let aigul: number;
let bakyt: number;
let foreignCompanyId: number;
let foreignEmployee: number;

const TIMEZONE = 'Pacific/Kiritimati';

beforeAll(async () => {
  k = await startLedgerKit();
  ({ owner, companyId } = await k.f.company('Ромашка', { timezone: TIMEZONE }));
  aigul = await k.f.employee(companyId, { firstName: 'Айгуль', lastName: 'Асанова' });
  bakyt = await k.f.employee(companyId, { firstName: 'Бакыт', lastName: 'Токтогулов' });
  ({ companyId: foreignCompanyId } = await k.f.company('Чужая'));
  foreignEmployee = await k.f.employee(foreignCompanyId);
});
afterAll(() => k?.close());
beforeEach(() => void k.payEvents());

const post = (body: Record<string, unknown>, key?: string) => k.post(owner, companyId, body, key);
const put = (id: number | string, body: Record<string, unknown>) => k.put(owner, companyId, id, body);
const del = (id: number | string) => k.del(owner, companyId, id);
const bonus = (overrides: Record<string, unknown> = {}) => ({
  employeeId: aigul,
  type: 'bonus',
  amount: '1500',
  reason: 'Премия',
  appliedDate: '2026-06-10',
  ...overrides,
});

describe('booking a record', () => {
  it('books a bonus dated today in the company’s timezone, logs it and publishes after commit', async () => {
    const res = await post({ employeeId: aigul, type: 'bonus', amount: '1500', reason: '  Премия за план ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      employeeId: aigul,
      employeeName: 'Айгуль Асанова',
      type: 'bonus',
      amount: '1500.00',
      reason: 'Премия за план',
      quantity: null,
      appliedDate: todayInZone(TIMEZONE),
      companyId,
      correctsRecordId: null,
      correctsAppliedDate: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [logged] = (await k.f.activity(companyId, 'ledgerRecord')).filter((r) => r.entity_id === res.body.id);
    expect(logged).toMatchObject({ action: 'created', actor_user_id: owner.user.id, before: null, after: res.body });
    expect(k.payEvents()).toEqual([
      {
        companyId,
        source: 'ledger',
        action: 'created',
        id: res.body.id,
        employeeIds: [aigul],
        dates: [res.body.appliedDate],
      },
    ]);
  });

  it('answers every message of the bonus/penalty and piecework forms, writing nothing', async () => {
    const before = await k.written(companyId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ employeeId: undefined }, 'employeeId', 'Выберите сотрудника'],
      [{ employeeId: 0 }, 'employeeId', 'Выберите сотрудника'],
      [{ employeeId: 'Айгуль' }, 'employeeId', 'Выберите сотрудника'],
      [{ amount: '0' }, 'amount', 'Сумма должна быть больше 0'],
      [{ amount: '0.00' }, 'amount', 'Сумма должна быть больше 0'],
      [{ amount: '-10' }, 'amount', 'Сумма должна быть больше 0'],
      [{ amount: undefined }, 'amount', 'Сумма должна быть больше 0'],
      [{ amount: '' }, 'amount', 'Сумма должна быть больше 0'],
      [{ amount: '12.345' }, 'amount', 'Введите число (не больше двух знаков после запятой)'],
      [{ amount: 'сто' }, 'amount', 'Введите число (не больше двух знаков после запятой)'],
      [{ reason: '' }, 'reason', 'Укажите причину'],
      [{ reason: '   ' }, 'reason', 'Укажите причину'],
      [{ type: 'penalty', reason: undefined }, 'reason', 'Укажите причину'],
      [{ type: 'piecework', quantity: 0 }, 'quantity', 'Количество должно быть больше 0'],
      [{ type: 'piecework', quantity: -2 }, 'quantity', 'Количество должно быть больше 0'],
      [{ type: 'piecework', quantity: 1.5 }, 'quantity', 'Количество должно быть больше 0'],
      [{ type: 'piecework', reason: ' ' }, 'reason', 'Укажите комментарий'],
      [{ type: 'salary' }, 'type', 'Некорректный тип записи'],
      [{ type: undefined }, 'type', 'Некорректный тип записи'],
      [{ reason: 'я'.repeat(501) }, 'reason', 'Слишком длинный текст'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post(bonus(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.message, JSON.stringify(overrides)).toBe(message);
      // The contract adds 'Сумма должна быть больше 0' after the text of an unparsable amount; the first one is shown.
      expect(res.body.fieldErrors[field][0], JSON.stringify(overrides)).toBe(message);
    }
    for (const appliedDate of ['2026-02-30', '1899-12-31', '2999-01-01', '22.11.2026']) {
      expect((await post(bonus({ appliedDate }))).body.fieldErrors).toHaveProperty('appliedDate');
    }
    expect(await k.written(companyId)).toEqual(before);
    expect(k.payEvents()).toEqual([]);
  });

  it('applies the defaults: advance reason and quantity, piecework quantity and comment; amounts to 2 decimals', async () => {
    const advance = (await post({ employeeId: aigul, type: 'advance', amount: 5000, quantity: 7 })).body;
    expect(advance).toMatchObject({ type: 'advance', amount: '5000.00', reason: 'Аванс', quantity: 1 });
    const named = (await post({ employeeId: aigul, type: 'advance', amount: '10,5', reason: 'Аванс за ноябрь' })).body;
    expect(named).toMatchObject({ amount: '10.50', reason: 'Аванс за ноябрь', quantity: 1 });
    const piece = (await post({ employeeId: aigul, type: 'piecework', amount: '300' })).body;
    expect(piece).toMatchObject({ type: 'piecework', amount: '300.00', reason: 'Сдельная выплата', quantity: 1 });
    // The ledger screen sends the total (quantity × rate): it is stored as sent, with the quantity kept.
    const total = (await post({ employeeId: aigul, type: 'piecework', amount: '450', quantity: 3, reason: 'Коробки' }))
      .body;
    expect(total).toMatchObject({ amount: '450.00', quantity: 3, reason: 'Коробки' });
    const penalty = (
      await post({ employeeId: aigul, type: 'penalty', amount: '0.01', reason: 'Опоздание', quantity: 4 })
    ).body;
    expect(penalty).toMatchObject({ amount: '0.01', quantity: null });
    const big = (await post(bonus({ amount: '999999999999.99' }))).body;
    expect(big.amount).toBe('999999999999.99');
    const stored = await k.db.query(
      'select amount::text, quantity from ledger_records where id = any($1) order by id',
      [[advance.id, total.id, penalty.id, big.id]],
    );
    expect(stored.rows).toEqual([
      { amount: '5000.00', quantity: 1 },
      { amount: '450.00', quantity: 3 },
      { amount: '0.01', quantity: null },
      { amount: '999999999999.99', quantity: null },
    ]);
  });

  it('refuses an employee of another company or none at all, writing nothing', async () => {
    const before = await k.written(companyId);
    const foreignBefore = await k.written(foreignCompanyId);
    for (const employeeId of [foreignEmployee, 999_999]) {
      const res = await post(bonus({ employeeId }));
      expect(res).toMatchObject({
        status: 400,
        body: { message: 'Сотрудник не найден', fieldErrors: { employeeId: ['Сотрудник не найден'] } },
      });
    }
    expect(await k.written(companyId)).toEqual(before);
    expect(await k.written(foreignCompanyId)).toEqual(foreignBefore);
  });
});

describe('idempotency', () => {
  it('answers a retry with the same key with the first record (201, same id) and books, logs and publishes once', async () => {
    const first = await post(bonus({ reason: 'Повтор' }), 'key-retry-1');
    k.payEvents();
    const before = await k.written(companyId);
    // A retry that leaves the date to its default still matches: only a named date is compared.
    const again = await post(bonus({ reason: 'Повтор', appliedDate: undefined, amount: '1500.0' }), ' key-retry-1 ');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await k.written(companyId)).toEqual(before);
    expect(k.payEvents()).toEqual([]);
  });

  it('books one record when the same key arrives concurrently', async () => {
    const before = await k.written(companyId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(bonus({ reason: 'Одновременно' }), 'key-concurrent')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const after = await k.written(companyId);
    expect(after.rows.length).toBe(before.rows.length + 1);
    expect(after.activity).toBe(before.activity + 1);
    expect(k.payEvents()).toHaveLength(1);
  });

  it('refuses the key with another body (409) and keys that are empty or too long', async () => {
    await post(bonus({ reason: 'Оригинал' }), 'key-reused');
    const before = await k.written(companyId);
    for (const overrides of [
      { reason: 'Другая' },
      { amount: '1501' },
      { employeeId: bakyt },
      { type: 'penalty' },
      { appliedDate: '2026-06-11' },
    ]) {
      const res = await post(bonus({ reason: 'Оригинал', ...overrides }), 'key-reused');
      expect(res).toMatchObject({
        status: 409,
        body: { message: 'Ключ идемпотентности уже использован для другой записи' },
      });
    }
    for (const key of ['', '   ', 'k'.repeat(201)]) {
      const res = await post(bonus(), key);
      expect(res).toMatchObject({
        status: 400,
        body: { fieldErrors: { idempotencyKey: ['Ключ идемпотентности: от 1 до 200 символов'] } },
      });
    }
    expect(await k.written(companyId)).toEqual(before);
  });

  it('keeps keys per company: another company’s owner with the same key books its own record', async () => {
    const ours = (await post(bonus({ reason: 'Наш' }), 'key-shared')).body;
    const other = await k.f.company('Другая');
    const theirEmployee = await k.f.employee(other.companyId);
    const theirs = await k.post(
      other.owner,
      other.companyId,
      { employeeId: theirEmployee, type: 'bonus', amount: '10', reason: 'Их' },
      'key-shared',
    );
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(ours.id);
  });
});

describe('updating and deleting', () => {
  it('replaces the fields, keeps the date when none is sent, logs before and after, publishes old and new', async () => {
    const created = (await post(bonus({ reason: 'Черновик', appliedDate: '2026-07-01' }))).body;
    k.payEvents();
    const res = await put(created.id, { employeeId: bakyt, type: 'penalty', amount: '200.5', reason: 'Опоздание' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created,
      employeeId: bakyt,
      employeeName: 'Бакыт Токтогулов',
      type: 'penalty',
      amount: '200.50',
      reason: 'Опоздание',
      appliedDate: '2026-07-01',
      updatedAt: expect.any(String),
    });
    expect(res.body.updatedAt >= created.updatedAt).toBe(true);
    const moved = await put(created.id, { ...bonus({ employeeId: bakyt }), appliedDate: '2026-08-02' });
    expect(moved.body).toMatchObject({ type: 'bonus', appliedDate: '2026-08-02', amount: '1500.00' });
    const logged = (await k.f.activity(companyId, 'ledgerRecord')).filter((r) => r.entity_id === created.id);
    expect(logged.map((r) => r.action)).toEqual(['created', 'updated', 'updated']);
    expect(logged[1]).toMatchObject({ before: created, after: res.body });
    expect(k.payEvents()).toEqual([
      {
        companyId,
        source: 'ledger',
        action: 'updated',
        id: created.id,
        employeeIds: [aigul, bakyt],
        dates: ['2026-07-01'],
      },
      {
        companyId,
        source: 'ledger',
        action: 'updated',
        id: created.id,
        employeeIds: [bakyt],
        dates: ['2026-07-01', '2026-08-02'],
      },
    ]);
  });

  it('validates the update like the form and refuses another company’s employee, changing nothing', async () => {
    const created = (await post(bonus({ reason: 'Не трогать' }))).body;
    const before = await k.written(companyId);
    expect((await put(created.id, bonus({ amount: '0' }))).body.message).toBe('Сумма должна быть больше 0');
    expect((await put(created.id, bonus({ reason: '' }))).body.message).toBe('Укажите причину');
    expect((await put(created.id, bonus({ employeeId: foreignEmployee }))).body.fieldErrors).toEqual({
      employeeId: ['Сотрудник не найден'],
    });
    expect(await k.written(companyId)).toEqual(before);
  });

  it('answers 404 for a missing or malformed id, and deletes with { success: true }', async () => {
    for (const id of [999_999, 'abc', 0, -1]) {
      expect(await put(id, bonus())).toMatchObject({ status: 404, body: { message: 'Запись не найдена' } });
      expect(await del(id)).toMatchObject({ status: 404, body: { message: 'Запись не найдена' } });
    }
    const created = (await post(bonus({ reason: 'Удалить', appliedDate: '2026-05-05' }))).body;
    k.payEvents();
    expect(await del(created.id)).toEqual(expect.objectContaining({ status: 200, body: { success: true } }));
    expect((await del(created.id)).status).toBe(404);
    const logged = (await k.f.activity(companyId, 'ledgerRecord')).filter((r) => r.entity_id === created.id);
    expect(logged.at(-1)).toMatchObject({ action: 'deleted', before: created, after: null });
    expect(k.payEvents()).toEqual([
      {
        companyId,
        source: 'ledger',
        action: 'deleted',
        id: created.id,
        employeeIds: [aigul],
        dates: ['2026-05-05'],
      },
    ]);
  });
});

describe('the list and the history', () => {
  let ids: Record<string, number>;
  let reader: TestUser;
  let filtered: number;
  let emp: number;

  beforeAll(async () => {
    // A company of its own, so the other tests' records do not get in the way.
    const c = await k.f.company('Список');
    reader = c.owner;
    filtered = c.companyId;
    emp = await k.f.employee(filtered, { firstName: 'Гульнара', lastName: 'Сыдыкова' });
    const other = await k.f.employee(filtered, { firstName: 'Данияр', lastName: 'Омуров' });
    const book = async (name: string, body: Record<string, unknown>) =>
      [name, (await k.post(reader, filtered, body)).body.id as number] as const;
    ids = Object.fromEntries([
      await book('old', {
        employeeId: emp,
        type: 'bonus',
        amount: '100',
        reason: 'Прошлый год',
        appliedDate: '2025-01-15',
      }),
      await book('octA', {
        employeeId: emp,
        type: 'penalty',
        amount: '50',
        reason: '100% опоздание',
        appliedDate: '2026-10-03',
      }),
      await book('octB', { employeeId: other, type: 'advance', amount: '700', appliedDate: '2026-10-03' }),
      await book('nov', { employeeId: other, type: 'piecework', amount: '90', quantity: 3, appliedDate: '2026-11-01' }),
    ]);
  });

  const order = (res: { body: { id: number }[] }) => res.body.map((r) => r.id);
  const get = (query = '') => k.list(reader, filtered, query);

  it('lists every record of the company newest first (date, then id), with the employee’s name', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(order(res)).toEqual([ids.nov, ids.octB, ids.octA, ids.old]);
    expect(res.body[1]).toEqual({
      id: ids.octB,
      employeeId: expect.any(Number),
      employeeName: 'Данияр Омуров',
      type: 'advance',
      amount: '700.00',
      reason: 'Аванс',
      quantity: 1,
      appliedDate: '2026-10-03',
      companyId: filtered,
      correctsRecordId: null,
      correctsAppliedDate: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('filters by employee, type, search (reason or name, wildcards literal) and period', async () => {
    expect(order(await get(`&employeeId=${emp}`))).toEqual([ids.octA, ids.old]);
    expect(order(await get('&type=advance'))).toEqual([ids.octB]);
    expect(order(await get(`&type=bonus&employeeId=${emp}`))).toEqual([ids.old]);
    expect(order(await get(`&search=${encodeURIComponent('гульнара')}`))).toEqual([ids.octA, ids.old]);
    expect(order(await get(`&search=${encodeURIComponent('прошлый')}`))).toEqual([ids.old]);
    expect(order(await get(`&search=${encodeURIComponent('100%')}`))).toEqual([ids.octA]);
    expect(order(await get(`&search=${encodeURIComponent('%')}`))).toEqual([ids.octA]);
    expect(order(await get('&period=2026-10'))).toEqual([ids.octB, ids.octA]);
    expect(order(await get('&from=2025-01-01&to=2026-10-02'))).toEqual([ids.old]);
    expect(order(await get('&from=2026-10-03&to=2026-11-01'))).toEqual([ids.nov, ids.octB, ids.octA]);
    expect(order(await get('&period=2026-09'))).toEqual([]);
  });

  it('refuses bad filters', async () => {
    for (const query of [
      '&type=salary',
      '&employeeId=abc',
      '&period=2026-13',
      '&from=2026-10-01',
      '&period=x&from=2026-01-01&to=2026-01-02',
    ]) {
      expect((await get(query)).status, query).toBe(400);
    }
  });

  it('answers an employee’s history newest first; 404 for another company’s or a missing employee', async () => {
    const res = await k.history(reader, filtered, emp);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: ids.octA,
        type: 'penalty',
        reason: '100% опоздание',
        appliedDate: '2026-10-03',
        amount: '50.00',
        quantity: null,
      },
      {
        id: ids.old,
        type: 'bonus',
        reason: 'Прошлый год',
        appliedDate: '2025-01-15',
        amount: '100.00',
        quantity: null,
      },
    ]);
    const fresh = await k.f.employee(filtered);
    expect((await k.history(reader, filtered, fresh)).body).toEqual([]);
    for (const id of [foreignEmployee, 999_999, 'abc']) {
      expect(await k.history(reader, filtered, id)).toMatchObject({
        status: 404,
        body: { message: 'Сотрудник не найден' },
      });
    }
  });
});

describe('fixed periods', () => {
  it('refuse creating, moving, changing and deleting records dated inside them until reopened', async () => {
    const c = await k.f.company('Закрытие');
    const u = c.owner;
    const cid = c.companyId;
    const closed = await k.f.employee(cid);
    const open = await k.f.employee(cid);
    const record = (employeeId: number, appliedDate: string) => ({
      employeeId,
      type: 'bonus',
      amount: '100',
      reason: 'Премия',
      appliedDate,
    });
    const inside = (await k.post(u, cid, record(closed, '2026-10-10'))).body;
    const outside = (await k.post(u, cid, record(closed, '2026-09-30'))).body;
    const other = (await k.post(u, cid, record(open, '2026-10-10'))).body;
    const fixId = await k.fix(cid, closed, '2026-10-01', '2026-10-31');
    const before = await k.written(cid);
    k.payEvents();

    const locked = {
      status: 409,
      body: { message: 'Период зафиксирован: записи в нём нельзя добавлять, изменять или удалять' },
    };
    expect(await k.post(u, cid, record(closed, '2026-10-31'))).toMatchObject(locked);
    expect(await k.post(u, cid, record(closed, '2026-10-01'), 'key-locked')).toMatchObject(locked);
    expect(await k.put(u, cid, inside.id, { ...record(closed, '2026-10-10'), amount: '1' })).toMatchObject(locked);
    expect(await k.put(u, cid, inside.id, record(closed, '2026-09-01'))).toMatchObject(locked);
    expect(await k.put(u, cid, inside.id, record(open, '2026-10-10'))).toMatchObject(locked);
    expect(await k.put(u, cid, outside.id, record(closed, '2026-10-02'))).toMatchObject(locked);
    expect(await k.put(u, cid, other.id, record(closed, '2026-10-10'))).toMatchObject(locked);
    expect(await k.del(u, cid, inside.id)).toMatchObject(locked);
    expect(await k.written(cid)).toEqual(before);
    expect(k.payEvents()).toEqual([]);

    // Another employee's records and dates outside the period stay writable.
    expect((await k.post(u, cid, record(open, '2026-10-15'))).status).toBe(201);
    expect((await k.post(u, cid, record(closed, '2026-11-01'))).status).toBe(201);
    expect((await k.put(u, cid, outside.id, { ...record(closed, '2026-09-29'), amount: '5' })).status).toBe(200);

    await k.reopen(fixId);
    expect((await k.post(u, cid, record(closed, '2026-10-31'))).status).toBe(201);
    expect((await k.put(u, cid, inside.id, { ...record(closed, '2026-10-11'), amount: '7' })).body.amount).toBe('7.00');
    expect((await k.del(u, cid, inside.id)).body).toEqual({ success: true });
  });
});
