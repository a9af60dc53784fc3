import { DASHBOARD_MESSAGES } from '@staffpay/schema/dashboards/dashboard.schemas';
import type { AppDeps } from '../../shared/context';

/**
 * Counts one public read (data, birthdays or a subscription) for the caller's address across
 * every replica; 429 once the minute's allowance (`sharedRead`) is spent.
 */
export async function consumeSharedRead(app: AppDeps, ip: string): Promise<void> {
  await app.rateLimits.consume('sharedRead', ip || 'unknown', DASHBOARD_MESSAGES.tooManyRequests);
}
