/**
 * The production build: one ES-module bundle per entry, with source maps. npm packages stay
 * external (node_modules is installed next to it); the workspace packages (@staffpay/schema,
 * @staffpay/pay-engine), which export TypeScript sources, are bundled in, so their own
 * dependencies must be the api's too (zod, decimal.js). esbuild drops types as tsx does at
 * development time, so the code runs the same without decorator metadata.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

export const API_DIR = path.resolve(import.meta.dirname, '..');

/** The server, the migration command, and telemetry (loaded first, with --import). */
function entries(): string[] {
  return ['main', 'migrate', 'telemetry'].map((name) => path.join(API_DIR, 'src', `${name}.ts`));
}

/** Every bare import is external but the workspace packages (`packages: 'external'` would take those too). */
const npmExternal: Plugin = {
  name: 'npm-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@staffpay/') ? undefined : { external: true }));
  },
};

/**
 * Bundles into `outdir`, which must lie inside api/ (node_modules and package.json are found
 * from there). Returns the bundle's size in bytes, source maps included.
 */
export async function bundleApi(outdir = path.join(API_DIR, 'dist')): Promise<number> {
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: entries(),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // No `__name` wrapper around every function: it defines a property on each closure made (a
    // property store each and a defineProperty call), which thousands of subscriptions repeat.
    // Entity, GraphQL type and migration names come from class names, so no class may be renamed
    // instead (checked below).
    keepNames: false,
    // The entries share the code they both import (config, ORM, migrations) as chunks.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    tsconfig: path.join(API_DIR, 'tsconfig.json'),
    plugins: [npmExternal],
    metafile: true,
    logLevel: 'warning',
  });
  assertNoClassRenamed(Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')));
  return Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
}

/**
 * esbuild renames a top-level name that two bundled modules share by appending a number
 * (`Company2`), and without keepNames the class's `name` would follow. The only classes named
 * with a trailing number are migrations (`Migration20261122050305`).
 */
function assertNoClassRenamed(files: string[]) {
  const renamed = new Set<string>();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/\b(?:class\s+([\w$]+)|var\s+([\w$]+)\s*=\s*class\b)/g)) {
      const name = m[1] ?? m[2]!;
      if (/\D\d+$/.test(name) && !/^Migration\d+$/.test(name)) renamed.add(name);
    }
  }
  if (renamed.size > 0)
    throw new Error(`the bundle renamed classes ${[...renamed].join(', ')}: give them names of their own`);
}
