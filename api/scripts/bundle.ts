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
    // Entity, GraphQL type and migration names come from class names: bundling must not rename them.
    keepNames: true,
    // The entries share the code they both import (config, ORM, migrations) as chunks.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    tsconfig: path.join(API_DIR, 'tsconfig.json'),
    plugins: [npmExternal],
    metafile: true,
    logLevel: 'warning',
  });
  return Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
}
