import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../shared/context';
import { ActivityLog } from './activity-log.entity';

export interface ActivityEntry {
  entityType: string;
  entityId: number | null;
  action: string;
  /** Views of the record (what may leave the server), never secrets. */
  before?: object | null;
  after?: object | null;
}

/**
 * Adds an activity-log row inside the caller's transaction, so the log and the change commit
 * or roll back together.
 */
export function recordActivity(em: EntityManager, ctx: RequestContext, companyId: number, entry: ActivityEntry): void {
  em.create(ActivityLog, {
    company: companyId,
    actorUserId: ctx.auth?.userId ?? null,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    before: (entry.before as Record<string, unknown> | null | undefined) ?? null,
    after: (entry.after as Record<string, unknown> | null | undefined) ?? null,
  });
}
