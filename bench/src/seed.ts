import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashToken, newToken } from '../../api/src/modules/accounts/session-token';

/** A fresh database for one bench run; the API processes migrate it when they start. */
export async function createBenchDatabase(adminUrl: string) {
  const name = `sp_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

async function insertUser(db: pg.Client, first: string, last: string): Promise<number> {
  const email = `${last.toLowerCase()}-${randomBytes(4).toString('hex')}@bench.test`;
  const { rows } = await db.query<{ id: number }>(
    `insert into users (first_name, last_name, email, email_verified_at, created_at) values ($1, $2, $3, now(), now()) returning id`,
    [first, last, email],
  );
  return rows[0].id;
}

/** A day-long session for the user; returns its bearer token, hashed exactly as the API does (session-token.ts). */
async function insertSession(db: pg.Client, sessionSecret: string, userId: number): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at, user_agent, ip)
     values ($1, $2, now(), now(), now() + interval '1 day', 'bench', '127.0.0.1')`,
    [hashToken(sessionSecret, token), userId],
  );
  return token;
}

/**
 * Users and sessions go straight into the database: registration through the API is
 * rate-limited per IP (and needs the e-mailed link), which a bench would trip over.
 */
export async function seedUsers(databaseUrl: string, sessionSecret: string, extraUsers: number) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const userId = await insertUser(db, 'Бенч', 'Owner');
    const token = await insertSession(db, sessionSecret, userId);
    const extraIds: number[] = [];
    for (let i = 0; i < extraUsers; i++) extraIds.push(await insertUser(db, 'Сотрудник', `Member${i}`));
    return { userId, token, extraIds };
  } finally {
    await db.end();
  }
}

/** A further signed-in member of a company with the given role; returns the member's token. */
export async function seedMember(databaseUrl: string, sessionSecret: string, companyId: number, role: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const userId = await insertUser(db, 'Бенч', role);
    await db.query(`insert into memberships (user_id, company_id, role, created_at) values ($1, $2, $3, now())`, [
      userId,
      companyId,
      role,
    ]);
    return await insertSession(db, sessionSecret, userId);
  } finally {
    await db.end();
  }
}

/** Companies are created through the API (the service, its validation and events), a few at a time. */
export async function createCompanies(apiUrl: string, token: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  const create = async (i: number) => {
    const res = await fetch(`${apiUrl}/api/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `Компания ${i + 1}`, description: `Бенчмарк: компания номер ${i + 1}` }),
    });
    if (res.status !== 201) throw new Error(`POST /api/companies answered ${res.status}: ${await res.text()}`);
    ids[i] = ((await res.json()) as { id: number }).id;
  };
  for (let i = 0; i < count; i += 4) {
    await Promise.all([i, i + 1, i + 2, i + 3].filter((j) => j < count).map(create));
  }
  return ids;
}

/** Every extra user becomes an employee of every company (membership rows the queries must skip over). */
export async function addMembers(databaseUrl: string, companyIds: number[], userIds: number[]) {
  if (!companyIds.length || !userIds.length) return;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into memberships (user_id, company_id, role, created_at)
       select u, c, 'employee', now() from unnest($1::int[]) as u cross join unnest($2::int[]) as c`,
      [userIds, companyIds],
    );
  } finally {
    await db.end();
  }
}
