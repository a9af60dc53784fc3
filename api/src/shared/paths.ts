import fs from 'node:fs';
import path from 'node:path';

/**
 * The api package's folder, found by its package.json: this module sits in src/shared/ under
 * tsx but is bundled into dist/main.js once built, so a fixed number of `..` would be wrong in
 * one of the two.
 */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const API_ROOT = packageRoot(import.meta.dirname);
/** The workspace root: `.env` and `web/dist` live there. */
export const REPO_ROOT = path.dirname(API_ROOT);
