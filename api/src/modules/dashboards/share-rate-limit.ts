import { DASHBOARD_MESSAGES } from '@staffpay/schema/dashboards/dashboard.schemas';
import type { AppDeps } from '../../shared/context';

/**
 * Counts one public read (data, birthdays, branding or a subscription) across every replica,
 * for the caller's address (`sharedRead`) and for the link itself (`sharedLink`): addresses
 * spread over many proxies still meet one link's allowance. 429 once either is spent.
 */
export async function consumeSharedRead(app: AppDeps, ip: string, shareToken: unknown): Promise<void> {
  await app.rateLimits.consume('sharedRead', ip || 'unknown', DASHBOARD_MESSAGES.tooManyRequests);
  // Any text counts under its own key, a link that does not exist too; a key is never longer than a link.
  const link = typeof shareToken === 'string' ? shareToken.slice(0, 100) : '';
  await app.rateLimits.consume('sharedLink', link, DASHBOARD_MESSAGES.tooManyRequests);
}
