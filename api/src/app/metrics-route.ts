import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/errors';
import type { Metrics } from '../shared/metrics';

/** Methods labelled as themselves; any other a client invents is one label, so it cannot grow the series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The label of a request no route matched (404s, probes for paths that do not exist). */
export const UNMATCHED_ROUTE = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the metrics token; compared in constant time (of the digests). */
function tokenMatches(header: string | undefined, token: string): boolean {
  const sent = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * Times every request by its route pattern (never its path: ids would make a series each), and
 * serves GET /metrics to a scraper holding METRICS_TOKEN. Without a token configured the route
 * does not exist to anyone (404), so a server nobody scrapes shows nothing of itself.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', async (req, reply) => {
    metrics.httpDuration.observe(
      {
        method: METHODS.has(req.method) ? req.method : 'other',
        route: req.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (req, reply) => {
    if (!token) throw new AppError('NOT_FOUND', 'Маршрут не найден');
    if (!tokenMatches(req.headers.authorization, token)) {
      throw new AppError('UNAUTHENTICATED', 'Требуется токен метрик', undefined, {
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      });
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
