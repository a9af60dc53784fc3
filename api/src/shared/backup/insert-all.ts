import type { EntityManager, EntityMetadata, EntityProperty, Knex } from '@mikro-orm/postgresql';

/** Rows per INSERT: far below PostgreSQL's 65 535 parameters for the widest table. */
export const RESTORE_PAGE = 1000;

/** Columns the entities fill in themselves on create, which a native insert must be given. */
const STAMPS = ['createdAt', 'updatedAt'];

/** A property's column, and how its value goes to the database (a json property as its text, a date as ISO). */
function column(meta: EntityMetadata, em: EntityManager, name: string) {
  const prop = meta.properties[name as never] as EntityProperty | undefined;
  if (!prop) throw new Error(`${meta.className} has no property ${name}`);
  const platform = em.getPlatform();
  const custom = prop.customType;
  const value = (v: unknown): unknown => {
    if (v instanceof Date) return v.toISOString();
    if (v === null || !custom) return v;
    return custom.convertToDatabaseValue(v, platform, { mode: 'query' });
  };
  return { name: `"${prop.fieldNames[0]!}"`, value };
}

/**
 * One multi-row INSERT with its values as bound parameters: PostgreSQL receives them as they are,
 * where the ORM's insertMany writes every value into the SQL text, escaping each (the snapshots'
 * JSON included): the restore took 128 s at 10 000 employees that way, 48 s this way (bench
 * `backup`). A column some rows lack takes its DEFAULT there.
 */
async function insertPage(em: EntityManager, meta: EntityMetadata, values: Record<string, unknown>[]): Promise<void> {
  const names = new Set<string>();
  for (const row of values) for (const name in row) names.add(name);
  const columns = [...names].map((name) => ({ key: name, ...column(meta, em, name) }));
  const bindings: unknown[] = [];
  const tuples: string[] = [];
  for (const row of values) {
    let tuple = '';
    for (const c of columns) {
      const v = row[c.key];
      if (v === undefined) tuple += tuple ? ',default' : 'default';
      else {
        bindings.push(c.value(v));
        tuple += tuple ? ',?' : '?';
      }
    }
    tuples.push(`(${tuple})`);
  }
  const knex = em.getTransactionContext<Knex.Transaction>() ?? em.getKnex();
  await knex.raw(
    `insert into "${meta.tableName}" (${columns.map((c) => c.name).join(',')}) values ${tuples.join(',')}`,
    bindings as Knex.RawBinding[],
  );
}

/**
 * Inserts a backup section's rows a page at a time (one multi-row INSERT each, no unit of work)
 * and answers each row's file id → the id the database gave it. The rows are stamped as created
 * now, like any new record (what `data` gives wins). `data` answers a new object per row (it is
 * completed in place).
 */
export async function insertAll<T extends object, R extends { id: number }>(
  em: EntityManager,
  entity: new () => T,
  rows: R[],
  data: (row: R) => Record<string, unknown>,
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  const meta = em.getMetadata().get(entity.name);
  const properties = meta.properties as Record<string, unknown>;
  const now = new Date();
  const stamps = STAMPS.filter((p) => p in properties);
  for (let i = 0; i < rows.length; i += RESTORE_PAGE) {
    const page = rows.slice(i, i + RESTORE_PAGE);
    // The ids are drawn from the table's own sequence first, so each file id knows its new id
    // whatever order the database would answer an INSERT … RETURNING in.
    const [drawn] = await em.execute<{ ids: number[] }[]>(
      "select array(select nextval(pg_get_serial_sequence(?, 'id')) from generate_series(1, ?))::int[] as ids",
      [meta.tableName, page.length],
    );
    // `data` answers a fresh object: it is completed in place rather than copied once more per row.
    const values = page.map((row, k) => {
      const value = data(row);
      for (const stamp of stamps) if (!(stamp in value)) value[stamp] = now;
      value.id = drawn!.ids[k]!;
      return value;
    });
    await insertPage(em, meta, values);
    page.forEach((row, k) => ids.set(row.id, drawn!.ids[k]!));
  }
  return ids;
}

/** What a company has, so a backup leaves out references to records that are gone (the integrity check reports them). */
export interface KnownIds {
  branches: ReadonlySet<number>;
  departments: ReadonlySet<number>;
  employees: ReadonlySet<number>;
}

/** Ids of a file's section → ids in the database; the references were checked to be inside the file. */
export const mapped = (ids: number[], map: Map<number, number>) => ids.map((id) => map.get(id)!);
/** Ids of the company's records only. */
export const kept = (ids: number[], known: ReadonlySet<number>) => ids.filter((id) => known.has(id));
