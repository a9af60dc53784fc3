import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { until } from '../../../test/support/webhook-receiver.int-kit';
import { LEDGER_RECORD_CREATED, type LedgerView } from '../ledger';
import { recordEvent } from './event-outbox';
import { deleteExpiredEvents } from './event-retention';

/**
 * The outbox: a change's events are rows written in the change's own transaction (nothing after
 * the commit can lose them), complete (each reader hides its part when it reads), ordered by seq.
 * This replica runs no workers, so the rows stay as the change left them.
 */
let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_WORKERS: '0' });
  db = await connect(app);
  f = fixtures(app, db);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const eventsOf = async (companyId: number) =>
  (
    await db.query(
      `select id, seq, type, occurred_at, payload, dispatched_at from events where company_id = $1 order by seq`,
      [companyId],
    )
  ).rows as { id: string; seq: string; type: string; payload: any; dispatched_at: Date | null }[];

const book = (user: TestUser, companyId: number, employeeId: number, reason: string) =>
  rest(app, 'POST', '/api/bonuses-penalties', {
    user,
    body: { companyId, employeeId, type: 'bonus', amount: '700', reason, appliedDate: '2026-11-02' },
  });

describe('the event outbox', () => {
  it('commits a change’s event with it, in full, and none for a change whose transaction fails', async () => {
    const { owner, companyId } = await f.company('Исходящие');
    const employeeId = await f.employee(companyId, { firstName: 'Анна', lastName: 'Иванова' });
    // Fails the booking's transaction at its commit, after the service has written everything it writes.
    await db.query(`
      create or replace function refuse_marked_booking() returns trigger language plpgsql as $$
      begin
        if new.reason = 'Сбой при фиксации' then raise exception 'refused at commit'; end if;
        return new;
      end $$`);
    await db.query(`
      create constraint trigger refuse_marked_booking after insert on ledger_records
      deferrable initially deferred for each row execute function refuse_marked_booking()`);

    const failed = await book(owner, companyId, employeeId, 'Сбой при фиксации');
    expect(failed.status).not.toBe(201);
    expect((await db.query('select 1 from ledger_records where company_id = $1', [companyId])).rows).toEqual([]);
    expect(await eventsOf(companyId)).toEqual([]);

    const booked = await book(owner, companyId, employeeId, 'План');
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const [event, ...more] = await eventsOf(companyId);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      type: 'ledger.record.created',
      dispatched_at: null,
      payload: { id: booked.body.id, companyId, employeeId, employeeName: 'Анна Иванова', amount: '700.00' },
    });
    expect(event!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores an employee with every field, and an import as one event per employee in the file’s order', async () => {
    const { owner, companyId } = await f.company('Импорт в исходящие');
    const department = await rest(app, 'POST', '/api/departments', { user: owner, body: { companyId, name: 'Склад' } });
    const created = await rest(app, 'POST', '/api/employees', {
      user: owner,
      body: {
        companyId,
        firstName: 'Ильяс',
        lastName: 'Омуров',
        phone: '+996 555 010 203',
        departmentIds: [department.body.id],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // More than two inserts' worth: the rows go in bounded batches, still in the import's transaction.
    const rows = Array.from({ length: 1_001 }, (_, i) => `Сотрудник${i};Импортов;;+996 555 ${i};Склад`);
    const csv = ['Имя;Фамилия;Email;Телефон;Отделы', ...rows].join('\n');
    const imported = await rest(app, 'POST', '/api/employees/import', {
      user: owner,
      body: { companyId, fileName: 'staff.csv', content: Buffer.from(csv).toString('base64') },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);

    const [, single, ...fromImport] = await eventsOf(companyId);
    expect(single).toMatchObject({
      type: 'employee.created',
      payload: { id: created.body.id, phone: '+996 555 010 203' },
    });
    expect(fromImport).toHaveLength(1_001);
    expect(fromImport.every((e) => e.type === 'employee.created')).toBe(true);
    expect(fromImport.map((e) => e.payload.firstName)).toEqual(rows.map((r) => r.split(';')[0]));
    expect(new Set(fromImport.map((e) => e.id)).size).toBe(1_001);
  });

  it('lets one transaction at a time write a company’s events, so they commit in seq order', async () => {
    const { companyId } = await f.company('Порядок');
    const view = (id: number) => ({ id, companyId, employeeId: 1, appliedDate: '2026-11-02' }) as LedgerView;
    const { orm } = app.server.deps;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstWritten = false;
    const first = orm.em.fork().transactional(async (tx) => {
      await recordEvent(tx, LEDGER_RECORD_CREATED, view(1));
      firstWritten = true;
      await held;
    });
    await until(() => firstWritten, 'the first event written, uncommitted');
    const second = orm.em.fork().transactional((tx) => recordEvent(tx, LEDGER_RECORD_CREATED, view(2)));
    // The second writer waits for the first to commit rather than take a seq and commit before it.
    await until(async () => {
      const { rows } = await db.query(
        `select 1 from pg_locks where locktype = 'advisory' and not granted
            and database = (select oid from pg_database where datname = current_database())`,
      );
      return rows.length > 0;
    }, 'the second writer waiting');
    release();
    await Promise.all([first, second]);
    expect((await eventsOf(companyId)).map((e) => e.payload.id)).toEqual([1, 2]);
  });

  it('deletes the events older than the retention period, and only those', async () => {
    const { owner, companyId } = await f.company('Срок хранения');
    const employeeId = await f.employee(companyId);
    expect((await book(owner, companyId, employeeId, 'Старое')).status).toBe(201);
    expect((await book(owner, companyId, employeeId, 'Новое')).status).toBe(201);
    const [old, fresh] = await eventsOf(companyId);
    await db.query(`update events set occurred_at = now() - interval '31 days' where id = $1`, [old!.id]);

    await deleteExpiredEvents(app.server.deps.orm.em.fork(), 30);
    expect((await eventsOf(companyId)).map((e) => e.id)).toEqual([fresh!.id]);
  });
});
