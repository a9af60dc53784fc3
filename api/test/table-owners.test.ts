import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (docs/architecture.md): a domain names another domain's table in no SQL
 * and runs no EntityManager operation on another domain's entity. It asks the owner's exported
 * query functions instead. Entities of lower domains may still be used for relations and
 * `em.getReference`, which read nothing.
 */
const modules = path.resolve(import.meta.dirname, '../src/modules');

const filesOf = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return filesOf(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });

const domainOf = (file: string) => path.relative(modules, file).split(path.sep)[0]!;

interface Owners {
  tables: Map<string, string>;
  entities: Map<string, string>;
}

function ownersOf(files: { file: string; text: string }[]): Owners {
  const tables = new Map<string, string>();
  const entities = new Map<string, string>();
  for (const { file, text } of files.filter((f) => f.file.endsWith('.entity.ts'))) {
    for (const [, table] of text.matchAll(/tableName:\s*'(\w+)'/g)) tables.set(table!, domainOf(file));
    for (const [, entity] of text.matchAll(/export class (\w+)/g)) entities.set(entity!, domainOf(file));
  }
  return { tables, entities };
}

/** The string literals of a source (SQL lives in them), so comments that mention a table do not count. */
const literals = (text: string) => [...text.matchAll(/`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g)];

const ORM_OPERATIONS =
  /\.(find|findOne|findOneOrFail|findAll|findAndCount|count|create|createQueryBuilder|qb|nativeUpdate|nativeDelete|upsert|insert|insertMany)\(\s*(\w+)\b/g;

/** Every place a file touches a table owned by another domain: `<file>: <what>`. */
function trespasses(files: { file: string; text: string }[], owners: Owners): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    const own = domainOf(file);
    const where = path.relative(modules, file);
    for (const [literal] of literals(text)) {
      for (const [, table] of literal.matchAll(/\b(?:from|join|into|update|table)\s+(\w+)/gi)) {
        const owner = owners.tables.get(table!);
        if (owner && owner !== own) found.push(`${where}: SQL on ${table} (owned by ${owner})`);
      }
    }
    for (const [, operation, entity] of text.matchAll(ORM_OPERATIONS)) {
      const owner = owners.entities.get(entity!);
      if (owner && owner !== own) found.push(`${where}: ${operation}(${entity}) (owned by ${owner})`);
    }
  }
  return found;
}

const read = (file: string) => ({ file, text: fs.readFileSync(file, 'utf8') });

describe('one owner per table', () => {
  const files = fs
    .readdirSync(modules)
    .flatMap((d) => filesOf(path.join(modules, d)))
    .map(read);
  const owners = ownersOf(files);

  it('knows the owner of every table', () => {
    expect(owners.tables.get('employees')).toBe('staff');
    expect(owners.tables.get('memberships')).toBe('companies');
    expect(owners.tables.get('payroll_fixes')).toBe('pay-core');
    expect(owners.entities.get('Employee')).toBe('staff');
  });

  it('no domain reads or writes another domain’s table', () => {
    expect(trespasses(files, owners)).toEqual([]);
  });

  it('would catch raw SQL and an ORM query on another domain’s table', () => {
    const file = path.join(modules, 'ledger', 'x.ts');
    const text = [
      '// joins from employees in a comment do not count',
      "em.execute('select id from employees where company_id = ?', [1]);",
      'em.execute(`select * from ledger_records r join departments d on d.id = r.x`);',
      'await em.count(Employee, { id });',
      'em.getReference(Employee, 1);',
    ].join('\n');
    expect(trespasses([{ file, text }], owners)).toEqual([
      'ledger/x.ts: SQL on employees (owned by staff)',
      'ledger/x.ts: SQL on departments (owned by staff)',
      'ledger/x.ts: count(Employee) (owned by staff)',
    ]);
  });
});
