import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/** ENV_FILE (default: .env at the repository root) fills in what the real environment leaves unset. */
export function loadEnvFile() {
  const file = process.env.ENV_FILE ?? path.join(REPO_ROOT, '.env');
  if (file && fs.existsSync(file)) process.loadEnvFile(file);
}
