import { afterAll, expect, it } from 'vitest';
import { createRateLimits, SHARED_LINK_READS_PER_MINUTE } from '../../shared/auth/rate-limits';
import type { AppDeps } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { consumeSharedRead } from './share-rate-limit';

const rateLimits = createRateLimits(undefined);
const app = { rateLimits } as unknown as AppDeps;
afterAll(() => rateLimits.close());

it('counts a link’s reads from every address together, and each link on its own', async () => {
  const link = 'a'.repeat(32);
  for (let i = 0; i < SHARED_LINK_READS_PER_MINUTE; i++)
    await consumeSharedRead(app, `198.51.100.${i % 250}:${i}`, link);
  const refused = await consumeSharedRead(app, '203.0.113.1', link).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(AppError);
  expect((refused as AppError).message).toBe('Слишком много запросов. Повторите через минуту');
  await expect(consumeSharedRead(app, '203.0.113.1', 'b'.repeat(32))).resolves.toBeUndefined();
});
