/** `pnpm --filter api build`: the production bundle in api/dist (scripts/bundle.ts). */
import { bundleApi } from './bundle';

const started = performance.now();
const bytes = await bundleApi();
console.log(
  `api: dist/ built in ${Math.round(performance.now() - started)} ms (${(bytes / 1e6).toFixed(1)} MB with source maps)`,
);
