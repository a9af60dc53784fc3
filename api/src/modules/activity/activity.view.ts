import type { ActivityLog } from './activity-log.entity';

/** One activity row as the transports show it; built field by field. */
export interface ActivityView {
  id: number;
  actorUserId: number | null;
  /** The actor's "first last" now; null when the account is gone or the change was the system's. */
  actorName: string | null;
  entityType: string;
  entityId: number | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

export function toActivityView(a: ActivityLog, actorName: string | null): ActivityView {
  return {
    id: a.id,
    actorUserId: a.actorUserId ?? null,
    actorName,
    entityType: a.entityType,
    entityId: a.entityId ?? null,
    action: a.action,
    before: a.before ?? null,
    after: a.after ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}
