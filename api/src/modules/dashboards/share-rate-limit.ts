import { DASHBOARD_MESSAGES } from '@staffpay/schema/dashboards/dashboard.schemas';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDeps } from '../../shared/context';
import { AppError } from '../../shared/errors';

/** A wall screen reads once and then listens; 120 reads a minute per address is far above any screen's need. */
export const SHARED_READS_PER_MINUTE = 120;

const limiters = new WeakMap<AppDeps, RateLimiterMemory>();

/**
 * Counts one public read for the caller's address; 429 once the minute's allowance is spent.
 * Per process: it guards this process's database and CPU, which is what a flood costs.
 */
export async function consumeSharedRead(app: AppDeps, ip: string): Promise<void> {
  let limiter = limiters.get(app);
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: 'shared-dashboard', points: SHARED_READS_PER_MINUTE, duration: 60 });
    limiters.set(app, limiter);
  }
  try {
    await limiter.consume(ip || 'unknown');
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    throw new AppError('TOO_MANY_REQUESTS', DASHBOARD_MESSAGES.tooManyRequests);
  }
}
