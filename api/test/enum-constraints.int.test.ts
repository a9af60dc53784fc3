import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { initOrm } from '../src/app/orm';
import { createTestDatabase } from './db';
import { constraintMismatches, DECLARED_COLUMNS, type CheckConstraint } from './enum-constraints';

/**
 * The migrated database's CHECK constraints and enum types hold exactly the contract's closed
 * sets (DECLARED_COLUMNS names each table.column ↔ declaration; docs/architecture.md,
 * "Enumerations"). Adding a value to a declaration fails here until a migration follows.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: MikroORM;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await initOrm(db.url, path.join(os.tmpdir(), `sp-enums-${randomBytes(4).toString('hex')}`));
});

afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

it('every CHECK constraint on a value list equals its declaration', async () => {
  const checks: CheckConstraint[] = await orm.em.getConnection().execute(
    `select c.conrelid::regclass::text as "table", pg_get_constraintdef(c.oid) as definition
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'c' and c.conrelid <> 0 and n.nspname = 'public'`,
  );
  expect(constraintMismatches(checks, DECLARED_COLUMNS)).toEqual([]);
});

it('the schema has no PostgreSQL enum types (every closed set is a CHECK constraint above)', async () => {
  const enums = await orm.em
    .getConnection()
    .execute(
      `select t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace where t.typtype = 'e' and n.nspname = 'public'`,
    );
  expect(enums).toEqual([]);
});
