import { auditServer, type AuditResult } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

/** The GraphQL-over-HTTP spec audit (graphql-http's own conformance checks) against /graphql. */
let app: TestApp;
let results: AuditResult[];

beforeAll(async () => {
  app = await startTestApp();
  results = await auditServer({ url: `${app.url}/graphql` });
});
afterAll(() => app?.close());

describe('GraphQL over HTTP conformance', () => {
  it('passes every MUST requirement', async () => {
    const failures = await Promise.all(
      results
        .filter((r) => r.status !== 'ok' && r.name.startsWith('MUST'))
        .map(async (r) => `${r.name}: ${r.status === 'ok' ? '' : r.reason}`),
    );
    expect(failures).toEqual([]);
  });

  it('ran the audit (not an empty list)', () => {
    expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThan(10);
  });
});
