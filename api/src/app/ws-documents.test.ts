import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentCache } from './ws-documents';

const schema = buildSchema('type Query { a: Int } type Subscription { tick(n: Int!): Int }');

describe('documentCache', () => {
  it('parses and validates a text once: the same text gets the same document', () => {
    const documentOf = documentCache(schema, []);
    const first = documentOf('subscription { tick(n: 1) }');
    expect(first).toMatchObject({ errors: [] });
    expect(documentOf('subscription { tick(n: 1) }')).toBe(first);
    expect(documentOf('subscription { tick(n: 2) }')).not.toBe(first);
  });

  it('answers a syntax error with it, and keeps validation errors with the document', () => {
    const documentOf = documentCache(schema, []);
    const broken = documentOf('subscription {');
    expect(Array.isArray(broken) && broken[0]?.message).toMatch(/Syntax Error/);
    const invalid = documentOf('subscription { nope }');
    expect('errors' in invalid && invalid.errors.map((e) => e.message)).toEqual([
      'Cannot query field "nope" on type "Subscription".',
    ]);
  });
});
