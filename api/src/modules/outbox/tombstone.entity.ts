import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { SyncedType } from '@staffpay/schema/sync/sync.schemas';

/**
 * A deleted synced record (docs/integrations.md, "Changed since"): written by the database in the
 * deleting transaction, cascades included (the migration's `synced_tombstone` triggers), kept for
 * EVENT_RETENTION_DAYS like the events.
 */
@Entity({ tableName: 'tombstones' })
@Index({ properties: ['companyId', 'deletedAt', 'seq'] })
@Index({ properties: ['deletedAt'] })
export class Tombstone {
  /** The order the tombstones were written in: the deletions' cursor. */
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  seq!: string;

  /** A plain id (the foreign key, cascading on delete, is in the migration): outbox sits below companies. */
  @Property({ type: 'integer', fieldName: 'company_id' })
  companyId!: number;

  @Property({ type: 'string', length: 32 })
  type!: SyncedType;

  /** The deleted record's id. */
  @Property({ type: 'integer' })
  recordId!: number;

  @Property({ type: 'datetime' })
  deletedAt!: Date;
}
