import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoutes, type RestRoute } from '../../shared/rest';
import { buildOpenApiDocument } from './openapi-document';

/** Scalar's standalone bundle, from node_modules: the page works offline and under `script-src 'self'`. */
export const DOCS_SCRIPT_PATH = '/api/docs/scalar.js';

function scalarBundle(): string {
  // The package exports only its module entry (dist/index.js); the browser bundle sits next to it.
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return path.join(path.dirname(entry), 'browser', 'standalone.js');
}

/**
 * No inline script: the configuration rides in a JSON script element (never executed, so the
 * CSP allows it) and the bundle comes from this server. Fonts are the system's, telemetry off.
 */
const configuration = JSON.stringify({
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  // Its toolbar (share, deploy) talks to scalar.com; this page stays on this server.
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
});
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>StaffPay REST API</title>
  </head>
  <body>
    <script id="api-reference" type="application/json" data-url="/api/openapi.json" data-configuration="${escapeAttr(configuration)}"></script>
    <script src="${DOCS_SCRIPT_PATH}"></script>
  </body>
</html>
`;

const openApiObject = z
  .object({
    openapi: z.literal('3.1.0'),
    info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  })
  .loose()
  .meta({ description: 'An OpenAPI 3.1 document' });

/**
 * GET /api/openapi.json and GET /api/docs, rows of the table they describe: `table` is read at the
 * first request, when every row is in it (this one included).
 */
export function openApiRoutes(table: () => RestRoute[]): RestRoute[] {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return defineRoutes(
    [
      {
        method: 'GET',
        path: '/api/openapi.json',
        auth: 'none',
        input: () => undefined,
        handler: async () => (document ??= buildOpenApiDocument(table())),
        doc: {
          summary: 'This document: every REST route, its parameters, bodies and answers',
          response: openApiObject,
        },
      },
      {
        method: 'GET',
        path: '/api/docs',
        auth: 'none',
        input: () => undefined,
        handler: async () => DOCS_PAGE,
        send: (reply, page) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
        doc: {
          summary: 'The REST reference for people (Scalar), rendered from /api/openapi.json',
          file: ['text/html'],
        },
      },
    ],
    'Documentation',
  );
}

/** The page's script: not a REST row (it is part of the page), served as a static asset. */
export function registerDocsAssets(app: FastifyInstance): void {
  const file = scalarBundle();
  app.get(DOCS_SCRIPT_PATH, (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('application/javascript; charset=utf-8')
      .send(fs.createReadStream(file)),
  );
}
