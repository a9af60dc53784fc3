import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath, pathParams } from '../src/app/openapi/openapi-document';
import { DOCS_SCRIPT_PATH } from '../src/app/openapi/openapi.rest';
import { restRoutes } from '../src/app/routes';
import { documentedBody } from '../src/shared/rest';
import { startTestApp, type TestApp } from './harness';

/**
 * GET /api/openapi.json describes every row of the REST table (app/routes.ts) and validates as
 * OpenAPI 3.1; /api/docs renders it from this server alone.
 */
let app: TestApp;
let document: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: unknown[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

beforeAll(async () => {
  app = await startTestApp();
  const res = await fetch(`${app.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  document = (await res.json()) as typeof document;
});
afterAll(() => app?.close());

describe('GET /api/openapi.json', () => {
  it('describes every route of the REST table, and nothing else', () => {
    const table = restRoutes.map((r) => `${r.method} ${openApiPath(r.path)}`).sort();
    const described = operations()
      .map((o) => o.key)
      .sort();
    expect(
      table.filter((r) => !described.includes(r)),
      'routes missing from the document',
    ).toEqual([]);
    expect(
      described.filter((r) => !table.includes(r)),
      'operations with no route',
    ).toEqual([]);
  });

  it('validates as OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    // The validator bites: a document without a title is refused.
    const broken = { ...structuredClone(document), info: { version: '1' } };
    expect((await validate(broken as never)).valid).toBe(false);
  });

  it('gives each operation an operationId, a summary, a tag, its path parameters and the error answers', () => {
    const ids = new Set<string>();
    for (const { key, op } of operations()) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(op.operationId!), `${key}: duplicate operationId`).toBe(false);
      ids.add(op.operationId!);
      expect(op.summary, key).toBeTruthy();
      expect(op.tags?.length, key).toBeGreaterThan(0);
      const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(params.sort(), key).toEqual([...key.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
      for (const status of ['400', '403', '404', '409', '429'])
        expect(op.responses[status], `${key} ${status}`).toBeTruthy();
      expect(
        Object.keys(op.responses).some((s) => /^[23]/.test(s)),
        `${key}: no success answer`,
      ).toBe(true);
    }
  });

  it('names the request bodies the routes document, with the contract schemas', () => {
    for (const route of restRoutes) {
      const op = document.paths[openApiPath(route.path)][route.method.toLowerCase()];
      expect(Boolean(op.requestBody), `${route.method} ${route.path}`).toBe(Boolean(documentedBody(route)));
      expect(pathParams(route.path).length).toBe((op.parameters ?? []).filter((p) => p.in === 'path').length);
    }
    const login = document.paths['/api/auth/login'].post.requestBody as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(login.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('shares one error shape and the two ways to authenticate', () => {
    const errorResponse = document.components.responses.BadRequest as {
      content: { 'application/json': { schema: { $ref: string } } };
    };
    expect(errorResponse.content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearer', 'sessionCookie']);
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(document.paths['/api/companies'].get.security).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('answers an HTML page whose script this server serves (no CDN), under a CSP that allows it', async () => {
    const res = await fetch(`${app.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain(`<script src="${DOCS_SCRIPT_PATH}"></script>`);
    expect(html).toContain('data-url="/api/openapi.json"');
    // Every script is this server's, or a JSON island the browser never runs.
    for (const [tag] of html.matchAll(/<script[^>]*>/g)) {
      expect(tag.includes(`src="${DOCS_SCRIPT_PATH}"`) || tag.includes('type="application/json"'), tag).toBe(true);
    }
    expect(html).not.toMatch(/https?:\/\//);

    const script = await fetch(`${app.url}${DOCS_SCRIPT_PATH}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
