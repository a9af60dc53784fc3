import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../src/app/routes';

/** docs/api.md's REST table must list every route the server has, and no route it lacks. */
const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/api.md'), 'utf8');
const documented = new Set(
  [...doc.matchAll(/^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`]+)`/gm)].map(([, m, p]) => `${m} ${p}`),
);

describe('docs/api.md', () => {
  it('documents every REST route', () => {
    const missing = restRoutes.map((r) => `${r.method} ${r.path}`).filter((r) => !documented.has(r));
    expect(missing, 'add these rows to the REST table in docs/api.md').toEqual([]);
  });

  it('documents no route that does not exist', () => {
    const real = new Set(restRoutes.map((r) => `${r.method} ${r.path}`));
    expect([...documented].filter((r) => !real.has(r))).toEqual([]);
  });
});
