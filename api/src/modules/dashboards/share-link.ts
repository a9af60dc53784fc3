import { BlockList, isIP } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { shareUrlSchema } from '@staffpay/schema/dashboards/dashboard.schemas';
import { SCREEN_MESSAGES } from '@staffpay/schema/dashboards/screen.schemas';
import { AppError } from '../../shared/errors';
import { CustomDashboard } from './dashboard.entity';
import { dashboardNotFound } from './dashboard.service';
import { linkStateOf } from './dashboard.view';

/** The link's dashboard with its company, when its token is known and the caller's network allowed. */
export async function openLink(em: EntityManager, shareToken: unknown, ip: string): Promise<CustomDashboard> {
  const token = shareUrlSchema.safeParse(shareToken);
  if (!token.success) throw dashboardNotFound();
  const link = await em.findOne(CustomDashboard, { shareToken: token.data }, { populate: ['company'] });
  if (!link) throw dashboardNotFound();
  // Before the state: from outside its networks a link does not even say it is paused.
  if (!networkAllows(link.allowedNetworks, ip)) throw new AppError('SHARE_LINK_NETWORK', SCREEN_MESSAGES.network);
  return link;
}

/** A paused or expired link shows nothing but why. */
export function requireShowing(link: CustomDashboard, now = Date.now()): void {
  const state = linkStateOf(link, now);
  if (state === 'paused') throw new AppError('SHARE_LINK_PAUSED', SCREEN_MESSAGES.paused);
  if (state === 'expired') throw new AppError('SHARE_LINK_EXPIRED', SCREEN_MESSAGES.expired);
}

const lists = new Map<string, BlockList>();

/**
 * Whether `ip` (the client's address as the trusted proxy hops give it) lies in one of the link's
 * CIDR blocks; an empty list allows any. The block lists are kept per distinct list.
 */
export function networkAllows(networks: readonly string[], ip: string): boolean {
  if (networks.length === 0) return true;
  const name = networks.join(',');
  let list = lists.get(name);
  if (!list) {
    list = new BlockList();
    for (const cidr of networks) {
      const [address = '', prefix = ''] = cidr.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      list.addSubnet(address, Number(prefix), type);
    }
    if (lists.size > 1000) lists.clear();
    lists.set(name, list);
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
