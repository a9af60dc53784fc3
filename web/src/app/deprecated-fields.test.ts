import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, NoDeprecatedCustomRule, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Our own client stays off what the schema deprecates, so a deprecation can one day be removed
 * without breaking the app: every operation in web/src/**\/*.graphql is validated against the
 * contract's schema with graphql-js's NoDeprecatedCustomRule.
 */
const SRC = join(__dirname, '..');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

describe('the web app’s operations', () => {
  it('use no deprecated field, argument, input field or enum value', () => {
    const schema = buildSchema(readFileSync(join(SRC, '../../schema/schema.graphql'), 'utf8'));
    const files = graphqlFiles(SRC);
    expect(files.length).toBeGreaterThan(10);
    const document = parse(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
    const uses = validate(schema, document, [NoDeprecatedCustomRule]).map((error) => error.message);
    expect(uses).toEqual([]);
  });
});
