import { z } from 'zod';
import { idempotencyHeaderKeySchema } from '@staffpay/schema/errors/idempotency';
import type { RestRoute } from '../../shared/rest';

const header = z.object({
  'Idempotency-Key': idempotencyHeaderKeySchema.optional().meta({
    description:
      'Makes the request safe to retry: the same caller sending the same key with the same method, path, query ' +
      'and body within 24 h gets the first answer again (status and body) with `Idempotent-Replayed: true`, ' +
      'and nothing is done twice; the same key with other parameters answers 409 (`reason: IDEMPOTENCY_KEY_REUSED`). ' +
      '1 to 255 printable ASCII characters, e.g. a UUID. 5xx answers are not kept (docs/api.md, "Retrying safely").',
  }),
});

/** The request headers GET /api/openapi.json lists for a row: `Idempotency-Key` on every POST but streamed uploads, which ignore it. */
export function idempotencyHeaderOf(route: Pick<RestRoute, 'method' | 'streamBody'>): z.ZodObject | undefined {
  return route.method === 'POST' && !route.streamBody ? header : undefined;
}
