import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_VERSION } from '@staffpay/schema/data-protection/backup.schemas';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import { RESTORES_PER_WINDOW } from '../../shared/auth/rate-limits';
import { rest, signedInUser, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { fullCompany, MONTH, type FullCompany } from '../../../test/support/full-company.int-kit';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
let source: FullCompany;

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'error' }, { logStream: process.stderr as never });
  db = await connect(app);
  f = fixtures(app, db);
  source = await fullCompany(app);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

async function download(user: TestUser, companyId: number) {
  const res = await fetch(`${app.url}/api/database/backup/company/${companyId}`, {
    method: 'POST',
    headers: user.headers,
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
async function backupOf(user: TestUser, companyId: number) {
  const res = await download(user, companyId);
  expect(res.status, res.text).toBe(200);
  return JSON.parse(res.text);
}
const restore = (user: TestUser, body: Record<string, unknown>) =>
  rest(app, 'POST', '/api/database/restore', { user, body });

/** The document without what a restore renews: ids (and references by id), timestamps, image ids. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id' && key !== 'createdAt' && !/Ids?$/.test(key) && key !== 'photoUrl')
        .filter(([key]) => !/^(appliesTo|selected)|Departments$/.test(key))
        .map(([key, v]) => [key, comparable(v)]),
    );
  }
  return value;
}

const cards = async (user: TestUser, companyId: number) => {
  const res = await rest(
    app,
    'GET',
    `/api/dashboard/employee-cards?companyId=${companyId}&from=${MONTH.from}&to=${MONTH.to}`,
    { user },
  );
  expect(res.status).toBe(200);
  return res.body;
};
const tableCount = async (table: string) =>
  Number((await db.query(`select count(*)::int as n from ${table}`)).rows[0].n);
const everyCount = async () => {
  const counts: Record<string, number> = {};
  for (const t of ['companies', 'employees', 'ledger_records', 'payroll_fixes', 'custom_dashboards', 'system_roles']) {
    counts[t] = await tableCount(t);
  }
  return counts;
};

describe('the company backup', () => {
  it('downloads a versioned document of the whole company under a UTF-8 file name', async () => {
    const res = await download(source.owner, source.companyId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Bishkek' });
    const name = `backup_Ромашка «Полная»_${day}.json`;
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const doc = JSON.parse(res.text);
    expect(doc).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_VERSION });
    expect(new Date(doc.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(doc.company).toMatchObject({ name: 'Ромашка «Полная»', description: 'Компания для резервной копии' });
    const counts = Object.fromEntries(
      Object.entries(doc).flatMap(([k, v]) => (Array.isArray(v) ? [[k, v.length]] : [])),
    );
    expect(counts).toEqual({
      images: 2,
      branches: 1,
      departments: 2,
      employees: 2,
      salaryTemplates: 2,
      ruleTemplates: 2,
      ledger: 5,
      performance: 1,
      payrollFixes: 2,
      dashboards: 1,
      roles: 1,
      notificationSettings: 2,
    });
    const anna = doc.employees.find((e: { firstName: string }) => e.firstName === 'Анна');
    expect(anna.departmentIds).toEqual([source.ids.sales, source.ids.support]);
    expect(doc.images.map((i: { id: string }) => i.id)).toContain(anna.photoImageId);
    expect(
      doc.roles[0].tree.find((e: { permissionKey: string }) => e.permissionKey === 'bonuses.create'),
    ).toMatchObject({ canCreate: true, conditions: { maxAmount: 5000 } });
  });

  it('never holds secrets, accounts or another company’s data', async () => {
    const other = await fullCompany(app, 'Чужая компания');
    const text = (await download(source.owner, source.companyId)).text;
    const tokens = (await db.query('select share_token from custom_dashboards')).rows.map((r) => r.share_token);
    for (const token of tokens) expect(text).not.toContain(token);
    expect(text).not.toMatch(/shareToken|password|session|apiKey|aiApiKey/i);
    expect(text).not.toContain(source.owner.user.email);
    expect(text).not.toContain(source.owner.token);
    expect(text).not.toContain('Чужая компания');
    const doc = JSON.parse(text);
    const theirs = (await db.query('select id from employees where company_id = $1', [other.companyId])).rows;
    expect(doc.employees.map((e: { id: number }) => e.id)).not.toContain(theirs[0].id);
  });

  it('is sent compressed to a client that accepts gzip', async () => {
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        `${app.url}/api/database/backup/company/${source.companyId}`,
        { method: 'POST', headers: { ...source.owner.headers, 'accept-encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    const text = gunzipSync(raw.body).toString('utf8');
    expect(JSON.parse(text)).toMatchObject({ format: BACKUP_FORMAT, company: { name: 'Ромашка «Полная»' } });
    expect(raw.body.length).toBeLessThan(Buffer.byteLength(text) / 2);
  });

  it('is refused to other tenants (404) and to roles without settings.backup.create (403)', async () => {
    const stranger = await signedInUser(app);
    expect((await download(stranger, source.companyId)).status).toBe(404);
    const employee = await f.member(source.companyId, 'employee');
    expect((await download(employee, source.companyId)).status).toBe(403);
    expect((await download(source.owner, 987654)).status).toBe(404);
  });

  it('is written to the activity log', async () => {
    await download(source.owner, source.companyId);
    const rows = await f.activity(source.companyId, 'company');
    expect(rows.some((r) => r.action === 'backedUp' && r.actor_user_id === source.owner.user.id)).toBe(true);
  });
});

describe('restore as a new company', () => {
  it('round-trips: the new company backs up to the same document apart from ids and times, with the same cards', async () => {
    const first = await backupOf(source.owner, source.companyId);
    const restorer = await signedInUser(app);
    const res = await restore(restorer, { mode: 'new', backup: first });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const companyId = res.body.companyId as number;
    expect(companyId).not.toBe(source.companyId);
    const second = await backupOf(restorer, companyId);
    expect(comparable(second)).toEqual(comparable(first));

    const before = await cards(source.owner, source.companyId);
    const after = await cards(restorer, companyId);
    expect(after.length).toBe(2);
    expect(comparable(after)).toEqual(comparable(before));
    expect(after.map((c: { photoUrl: string | null }) => !!c.photoUrl)).toEqual(
      before.map((c: { photoUrl: string | null }) => !!c.photoUrl),
    );

    // References point at the restored records: Anna manages Sales, sits in both departments, has her ledger.
    const departments = (await rest(app, 'GET', `/api/departments?companyId=${companyId}`, { user: restorer })).body;
    expect(departments.find((d: { name: string }) => d.name === 'Продажи')).toMatchObject({
      managerName: 'Анна Ким',
      branchName: 'Центр',
    });
    const fixes = (await rest(app, 'GET', `/api/payroll-fixes?companyId=${companyId}`, { user: restorer })).body;
    expect(fixes.map((x: { reopenedAt: string | null }) => x.reopenedAt === null).sort()).toEqual([false, true]);
    const restoredIds = (await db.query('select id from employees where company_id = $1', [companyId])).rows.map(
      (r) => r.id,
    );
    for (const fix of fixes) expect(restoredIds).toContain(fix.snapshot.card.id);
  });

  it('makes the caller the owner and logs the restore', async () => {
    const restorer = await signedInUser(app);
    const res = await restore(restorer, { mode: 'new', backup: await backupOf(source.owner, source.companyId) });
    const companyId = res.body.companyId;
    const companies = (await rest(app, 'GET', '/api/companies', { user: restorer })).body;
    expect(companies).toEqual([expect.objectContaining({ id: companyId, myRole: 'owner' })]);
    const rows = await f.activity(companyId, 'company');
    expect(rows.find((r) => r.action === 'restored')?.after).toMatchObject({ mode: 'new', counts: { employees: 2 } });
    // The dashboards get new public links.
    const links = (await db.query('select share_token from custom_dashboards where company_id = $1', [companyId])).rows;
    const old = (await db.query('select share_token from custom_dashboards where company_id = $1', [source.companyId]))
      .rows;
    expect(links[0].share_token).not.toBe(old[0].share_token);
  });

  it('accepts the file as text too (what the browser reads)', async () => {
    const restorer = await signedInUser(app);
    const text = (await download(source.owner, source.companyId)).text;
    const res = await restore(restorer, { mode: 'new', backup: text });
    expect(res.status).toBe(201);
  });
});

describe('a file that cannot be restored', () => {
  const refusals: [string, (doc: Record<string, unknown>) => unknown, string | RegExp][] = [
    ['a truncated file', (doc) => JSON.stringify(doc).slice(0, 500), PROTECTION_MESSAGES.notJson],
    ['a foreign file', () => ({ format: 'other-app', version: 1, data: [] }), PROTECTION_MESSAGES.foreignFile],
    ['nothing at all', () => null, PROTECTION_MESSAGES.foreignFile],
    ['a newer version', (doc) => ({ ...doc, version: 2 }), PROTECTION_MESSAGES.newerVersion(2, 1)],
    [
      'a damaged section',
      (doc) => ({ ...doc, ledger: [{ id: 1, employeeId: 'x' }] }),
      /^Файл резервной копии повреждён: ledger\[1\]/,
    ],
    [
      'a reference outside the file',
      (doc) => ({
        ...doc,
        ledger: [...(doc.ledger as object[]), { ...(doc.ledger as object[])[0], id: 999_999, employeeId: 424_242 }],
      }),
      /ссылается на запись 424242, которой нет в файле/,
    ],
    [
      'an id written twice',
      (doc) => ({ ...doc, branches: [...(doc.branches as object[]), ...(doc.branches as object[])] }),
      /встречается дважды/,
    ],
    [
      'a picture that is not an image',
      (doc) => ({
        ...doc,
        images: (doc.images as { id: string }[]).map((i) => ({ ...i, data: Buffer.from('<svg/>').toString('base64') })),
      }),
      PROTECTION_MESSAGES.badImage,
    ],
  ];

  it.each(refusals)('refuses %s with a clear message and changes nothing', async (_name, damage, message) => {
    const doc = await backupOf(source.owner, source.companyId);
    const before = await everyCount();
    const restorer = await signedInUser(app);
    const res = await restore(restorer, { mode: 'new', backup: damage(doc) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await everyCount()).toEqual(before);
  });

  it('refuses an unknown mode', async () => {
    const res = await restore(source.owner, { mode: 'merge', backup: {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PROTECTION_MESSAGES.badMode);
  });
});

describe('restore replacing a company', () => {
  it('replaces every record and setting of the owner’s company, keeping its id and members', async () => {
    const target = await fullCompany(app, 'Замена');
    await rest(app, 'POST', '/api/employees', {
      user: target.owner,
      body: {
        companyId: target.companyId,
        firstName: 'Лишний',
        lastName: 'Человек',
        phone: '1',
        departmentIds: [target.ids.sales],
      },
    });
    const file = await backupOf(source.owner, source.companyId);
    const res = await restore(target.owner, {
      mode: 'replace',
      companyId: target.companyId,
      backup: file,
      confirmName: 'Замена',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ companyId: target.companyId });
    const after = await backupOf(target.owner, target.companyId);
    expect(comparable(after)).toEqual(comparable(file));
    expect(comparable(await cards(target.owner, target.companyId))).toEqual(
      comparable(await cards(source.owner, source.companyId)),
    );
    // The cashier role is in the file, so its holder keeps it.
    const members = (
      await db.query('select role from memberships where company_id = $1 order by role', [target.companyId])
    ).rows;
    expect(members.map((m) => m.role)).toEqual(['cashier', 'owner']);
    const rows = await f.activity(target.companyId, 'company');
    expect(rows.find((r) => r.action === 'restored')?.after).toMatchObject({ mode: 'replace' });
  });

  it('is for the owner only, after typing the company’s name; other tenants get 404; a refused file changes nothing', async () => {
    const target = await fullCompany(app, 'Чужие данные');
    const file = await backupOf(source.owner, source.companyId);
    const manager = await f.member(target.companyId, 'manager');
    const body = { mode: 'replace', companyId: target.companyId, backup: file };
    const before = await everyCount();
    expect((await restore(manager, body)).status).toBe(403);
    expect((await restore(source.owner, body)).status).toBe(404);
    const mismatch = await restore(target.owner, { ...body, confirmName: 'Не то' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(PROTECTION_MESSAGES.confirmMismatch);
    const damaged = await restore(target.owner, { ...body, backup: { ...file, employees: [{ id: 1 }] } });
    expect(damaged.status).toBe(400);
    expect(await everyCount()).toEqual(before);
    expect((await cards(target.owner, target.companyId)).map((c: { firstName: string }) => c.firstName).sort()).toEqual(
      ['Анна', 'Борис'],
    );
  });

  it('demotes members whose custom role the file does not have', async () => {
    const target = await fullCompany(app, 'Без ролей');
    const file = await backupOf(source.owner, source.companyId);
    const res = await restore(target.owner, {
      mode: 'replace',
      companyId: target.companyId,
      backup: { ...file, roles: [], notificationSettings: [] },
    });
    expect(res.status).toBe(200);
    const role = (await db.query('select role from memberships where user_id = $1', [target.member.user.id])).rows[0];
    expect(role.role).toBe('employee');
  });
});

/** The file as the body itself, the target in the query: what the web app sends (the File, streamed). */
const upload = (user: TestUser, query: string, body: string, type = 'application/octet-stream') =>
  fetch(`${app.url}/api/database/restore?${query}`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': type },
    body,
  }).then(async (res) => ({
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { companyId: number; message: string },
  }));

describe('the file sent as the body itself', () => {
  it('restores as a new company (octet-stream or JSON) and replaces with the typed name in the query', async () => {
    const text = (await download(source.owner, source.companyId)).text;
    const first = JSON.parse(text);
    const restorer = await signedInUser(app);
    for (const type of ['application/octet-stream', 'application/json; charset=utf-8']) {
      const res = await upload(restorer, 'mode=new', text, type);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(comparable(await backupOf(restorer, res.body.companyId))).toEqual(comparable(first));
    }
    expect((await upload(restorer, '', text)).body.message).toBe(PROTECTION_MESSAGES.badMode);

    const target = await fullCompany(app, 'Из файла');
    const replace = (name: string) =>
      upload(target.owner, `mode=replace&companyId=${target.companyId}&confirmName=${encodeURIComponent(name)}`, text);
    const wrongName = await replace('Не то');
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.message).toBe(PROTECTION_MESSAGES.confirmMismatch);
    const replaced = await replace('Из файла');
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(comparable(await backupOf(target.owner, target.companyId))).toEqual(comparable(first));
  });
});

describe('a file refused midway', () => {
  /** The file with `n` ledger records (pages of them), the last one as `last` makes it. */
  function longLedger(doc: Record<string, unknown>, n: number, last: (row: object) => object) {
    const [row] = doc.ledger as { id: number }[];
    const rows = Array.from({ length: n }, (_, i) => ({ ...row, id: 500_000 + i }));
    rows[n - 1] = last(rows[n - 1]!) as { id: number };
    return { ...doc, ledger: rows };
  }

  it('refuses a bad row after pages of good rows were written, and changes nothing, new or replaced', async () => {
    const doc = await backupOf(source.owner, source.companyId);
    const damaged = longLedger(doc, 2500, (row) => ({ ...row, amount: 'много' }));
    const restorer = await signedInUser(app);
    const target = await fullCompany(app, 'Не тронуть');
    const cardsBefore = await cards(target.owner, target.companyId);
    const before = await everyCount();
    for (const [user, query] of [
      [restorer, 'mode=new'],
      [target.owner, `mode=replace&companyId=${target.companyId}`],
    ] as const) {
      const res = await upload(user, query, JSON.stringify(damaged));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PROTECTION_MESSAGES.damaged('ledger[2500].amount', 'десятичное число'));
      expect(await everyCount()).toEqual(before);
    }
    expect(await cards(target.owner, target.companyId)).toEqual(cardsBefore);
    // The same file whole is written, every page of it.
    const whole = await upload(restorer, 'mode=new', JSON.stringify(longLedger(doc, 2500, (row) => row)));
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    const ledger = await db.query('select count(*)::int as n from ledger_records where company_id = $1', [
      whole.body.companyId,
    ]);
    expect(ledger.rows[0].n).toBe(2500);
  });

  it('refuses a department managed by someone the file does not have, found once the employees are read', async () => {
    const doc = await backupOf(source.owner, source.companyId);
    const departments = (doc.departments as { id: number; managerId: number | null }[]).map((d, i) =>
      i === 0 ? { ...d, managerId: 777_777 } : d,
    );
    const before = await everyCount();
    const res = await upload(await signedInUser(app), 'mode=new', JSON.stringify({ ...doc, departments }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      PROTECTION_MESSAGES.danglingReference(`«Отделы», запись ${departments[0]!.id}, поле managerId,`, 777_777),
    );
    expect(await everyCount()).toEqual(before);
  });
});

describe('the restore rate limit', () => {
  it(`refuses a user's restore past ${RESTORES_PER_WINDOW} in 15 minutes with a 429 in Russian, others unaffected`, async () => {
    const user = await signedInUser(app);
    for (let i = 0; i < RESTORES_PER_WINDOW; i++) {
      expect((await upload(user, 'mode=new', 'null')).status).toBe(400);
    }
    const refused = await upload(user, 'mode=new', 'null');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(PROTECTION_MESSAGES.tooManyRestores(15));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload(await signedInUser(app), 'mode=new', 'null')).status).toBe(400);
  });
});
