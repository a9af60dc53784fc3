import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { API_DIR, bundleApi } from '../scripts/bundle';

/**
 * Builds the production bundle (scripts/bundle.ts) into a folder of this test file's own under
 * api/.test-dist, so test files running side by side never share one; `remove` deletes it.
 */
export async function buildCompiledApi() {
  const outdir = path.join(API_DIR, '.test-dist', randomBytes(4).toString('hex'));
  await bundleApi(outdir);
  return {
    main: path.join(outdir, 'main.js'),
    migrate: path.join(outdir, 'migrate.js'),
    remove: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}
