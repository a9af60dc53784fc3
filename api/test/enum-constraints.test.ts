import { describe, expect, it } from 'vitest';
import { constraintMismatches, valueList } from './enum-constraints';

/** The comparison of enum-constraints.int.test.ts bites: each kind of drift is reported. */
const check = (table: string, column: string, values: string[]) => ({
  table,
  definition: `CHECK ((${column} = ANY (ARRAY[${values.map((v) => `'${v}'::text`).join(', ')}])))`,
});

describe('the CHECK constraint comparison', () => {
  it('reads the values of a constraint as PostgreSQL prints it', () => {
    expect(valueList("CHECK ((type = ANY (ARRAY['bonus'::text, 'it''s'::text])))")).toEqual({
      column: 'type',
      values: ['bonus', "it's"],
    });
    expect(valueList('CHECK ((VALUE >= 0))')).toBeNull();
  });

  it('agrees when the values are the declared ones, in any order', () => {
    expect(constraintMismatches([check('t', 'kind', ['b', 'a'])], { 't.kind': ['a', 'b'] })).toEqual([]);
  });

  it('reports a declared value the database refuses (a declaration changed without its migration)', () => {
    const declared = { 'notifications.type': ['bonus', 'overtime'] };
    expect(constraintMismatches([check('notifications', 'type', ['bonus'])], declared)).toEqual([
      'notifications.type: the database allows ["bonus"], the declaration ["bonus","overtime"]',
    ]);
  });

  it('reports a declared column without a constraint, and a constraint without a declaration', () => {
    expect(constraintMismatches([check('t', 'other', ['x'])], { 't.kind': ['a'] })).toEqual([
      't.kind: declared, but no CHECK constraint holds it',
      't.other: a CHECK constraint no declaration names',
    ]);
  });
});
