import type { EntityManager } from '@mikro-orm/postgresql';
import { can } from '@staffpay/schema/auth/policy';
import { deletionsQuerySchema, SYNCED_TYPE, SYNCED_TYPES, type SyncedType } from '@staffpay/schema/sync/sync.schemas';
import type { RequestContext } from '../../shared/context';
import { DEFAULT_PAGE, type Connection } from '../../shared/graphql/connection';
import { authorize, refusal } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';

/** A deleted record as the deletions answer it. */
export interface TombstoneView {
  type: SyncedType;
  id: number;
  /** ISO-8601: when its deleting transaction ran. */
  deletedAt: string;
}

/**
 * The company's deletions of synced records (docs/integrations.md, "Changed since"), in the order
 * they were written, from `since` when given, of the `types` asked (all by default). Each type
 * shows only to a caller who may read its list (SYNCED_TYPE's readKey); asking for a type one
 * may not read is refused (403) as its list would be. A person's role shapes the default (every
 * type it reads); an API token never gets fewer records than its scopes suggest, so without
 * `types` it needs every type's scope (403 naming the missing one, as every token read does).
 */
export async function listDeletions(
  ctx: RequestContext,
  companyId: number,
  input: unknown,
): Promise<Connection<TombstoneView>> {
  const grant = await authorize(ctx, companyId, 'member');
  const q = parse(deletionsQuerySchema, input ?? {});
  const asked = q.types?.length ? [...new Set(q.types)] : grant.person ? null : SYNCED_TYPES;
  for (const type of asked ?? []) {
    if (!can(grant.permissions, SYNCED_TYPE[type].readKey)) throw refusal(ctx, SYNCED_TYPE[type].readKey);
  }
  const types = asked ?? SYNCED_TYPES.filter((t) => can(grant.permissions, SYNCED_TYPE[t].readKey));
  const first = q.first ?? DEFAULT_PAGE;
  if (types.length === 0) return { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 };
  const { rows, totalCount } = await pageTombstones(ctx.em, companyId, types, q.since ?? null, q.after ?? null, first);
  const edges = rows.slice(0, first).map((r) => ({
    cursor: r.seq,
    node: { type: r.type, id: r.record_id, deletedAt: new Date(r.deleted_at).toISOString() },
  }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null }, totalCount };
}

interface TombstoneRow {
  seq: string;
  type: SyncedType;
  record_id: number;
  deleted_at: Date | string;
}

/** One page (first + 1 rows, the extra one telling that more follow) and the count of all that match. */
async function pageTombstones(
  em: EntityManager,
  companyId: number,
  types: readonly SyncedType[],
  since: Date | null,
  after: string | null,
  first: number,
): Promise<{ rows: TombstoneRow[]; totalCount: number }> {
  const where = ['company_id = ?', 'type = any(?::text[])'];
  const params: unknown[] = [companyId, `{${types.join(',')}}`];
  if (since) {
    where.push('deleted_at >= ?');
    params.push(since);
  }
  const [count, rows] = await Promise.all([
    em.execute<{ n: number }[]>(`select count(*)::int as n from tombstones where ${where.join(' and ')}`, params),
    em.execute<TombstoneRow[]>(
      `select seq::text as seq, type, record_id, deleted_at from tombstones
        where ${where.join(' and ')}${after ? ' and seq > ?::bigint' : ''}
        order by seq limit ?`,
      [...params, ...(after ? [after] : []), first + 1],
    ),
  ]);
  return { rows, totalCount: count[0]?.n ?? 0 };
}
