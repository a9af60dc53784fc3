import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, openApiPath } from '../src/app/openapi/openapi-document';
import { restRoutes } from '../src/app/routes';
import type { RestRoute } from '../src/shared/rest';

/**
 * Every success answer of the REST table is typed in GET /api/openapi.json (issue 32): a JSON
 * answer has a schema, never a sentence. The exceptions are the answers that are no JSON body: a
 * file or a page (`doc.file`: its content types say what it is), a redirect (3xx) and a 204.
 * openapi-answers.int.test.ts checks that the schemas are true of real answers.
 */
interface Response {
  content?: Record<string, { schema?: unknown }>;
}
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
}

/** The success answers of a document that say nothing of their body's shape, as `METHOD /path status`. */
function untypedAnswers(routes: RestRoute[]): string[] {
  const document = buildOpenApiDocument(routes) as unknown as Document;
  const files = new Set(
    routes.filter((r) => r.doc.file).map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`),
  );
  const untyped: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^2\d\d$/.test(status) || status === '204') continue;
        const content = Object.entries(response.content ?? {});
        const file = files.has(`${method} ${path}`);
        const typed = file
          ? content.length > 0
          : content.length > 0 && content.every(([type, c]) => type.includes('json') && c.schema !== undefined);
        if (!typed) untyped.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
  }
  return untyped;
}

const row = (doc: RestRoute['doc'], extra: Partial<RestRoute> = {}): RestRoute => ({
  method: 'GET',
  path: '/api/probe',
  handler: async () => ({}),
  doc,
  ...extra,
});

describe('the answers of GET /api/openapi.json', () => {
  it('type every success answer of the REST table', () => {
    expect(untypedAnswers(restRoutes)).toEqual([]);
  });

  it('count an answer described in prose, or not at all, as untyped', () => {
    expect(untypedAnswers([row({ summary: 'Prose', response: 'The thing' })])).toEqual(['GET /api/probe 200']);
    expect(untypedAnswers([row({ summary: 'Nothing' })])).toEqual(['GET /api/probe 200']);
    expect(
      untypedAnswers([
        row({ summary: 'A second success in prose', response: z.object({}), responses: { 201: 'Made' } }),
      ]),
    ).toEqual(['GET /api/probe 201']);
  });

  it('accept a schema, a file by its content types, a redirect and a 204', () => {
    expect(untypedAnswers([row({ summary: 'Typed', response: z.object({ id: z.int() }) })])).toEqual([]);
    expect(untypedAnswers([row({ summary: 'A file', file: ['application/pdf'], response: 'The PDF' })])).toEqual([]);
    expect(untypedAnswers([row({ summary: 'A redirect', responses: { 302: 'Elsewhere' } })])).toEqual([]);
    expect(untypedAnswers([row({ summary: 'Nothing to say', responses: { 204: 'Done' } })])).toEqual([]);
  });
});
