import { performance } from 'node:perf_hooks';
import { createMetrics } from '../../api/src/shared/metrics';

/**
 * `pnpm --filter bench metrics-cost`: what the metrics add where they are recorded, in-process:
 * per frame written in a fan-out (one push to many subscribers), per HTTP request observed, and
 * one scrape of a registry holding a realistic set of series.
 */
const metrics = createMetrics();
const PUSHES = 200;
const SUBSCRIBERS = 5_000;
const REQUESTS = 500_000;

function timed(label: string, count: number, work: () => void) {
  work(); // warm-up run, not counted
  const start = performance.now();
  work();
  const ms = performance.now() - start;
  console.log(`${label}: ${((ms * 1e6) / count).toFixed(0)} ns each (${count} in ${ms.toFixed(0)} ms)`);
}

timed(`fan-out, ${PUSHES} pushes × ${SUBSCRIBERS} subscribers`, PUSHES * SUBSCRIBERS, () => {
  for (let p = 0; p < PUSHES; p++) {
    const payload = { push: p };
    for (let s = 0; s < SUBSCRIBERS; s++) metrics.fanout.written(metrics.fanout.received(payload));
  }
});

const routes = Array.from({ length: 60 }, (_, i) => `/api/route-${i}/:id`);
timed('HTTP request observed (60 routes × 3 statuses)', REQUESTS, () => {
  for (let i = 0; i < REQUESTS; i++) {
    metrics.httpDuration.observe(
      { method: 'GET', route: routes[i % 60]!, status_code: ['200', '404', '500'][i % 3]! },
      0.012,
    );
  }
});

const SCRAPES = 50;
let bytes = 0;
const start = performance.now();
for (let i = 0; i < SCRAPES; i++) bytes = (await metrics.registry.metrics()).length;
console.log(
  `scrape: ${((performance.now() - start) / SCRAPES).toFixed(2)} ms each, ${(bytes / 1024).toFixed(0)} KiB of text`,
);
process.exit(0);
