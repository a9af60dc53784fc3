import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

export const WEB_ROOT = path.resolve(import.meta.dirname, '../..');
export const WEB_DIST = path.join(WEB_ROOT, 'dist');

/** The tests run against the production bundle, as users get it. */
export default async function setup() {
  if (process.env.E2E_SKIP_BUILD === '1' && fs.existsSync(path.join(WEB_DIST, 'index.html'))) return;
  await build({ root: WEB_ROOT, configFile: path.join(WEB_ROOT, 'vite.config.ts'), logLevel: 'warn' });
}
