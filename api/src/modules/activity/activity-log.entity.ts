import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One change in a company: who, when, what, and the record before and after (secrets never stored). */
@Entity({ tableName: 'activity_logs' })
@Index({ properties: ['companyId', 'createdAt', 'id'] })
export class ActivityLog {
  [OptionalProps]?: 'createdAt' | 'before' | 'after' | 'actorUserId' | 'entityId';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** A plain id (the foreign key, cascading on delete, is in the migration): activity sits below companies. */
  @Property({ type: 'integer', fieldName: 'company_id' })
  companyId!: number;

  /** A plain id: the log outlives the account. */
  @Property({ type: 'integer', nullable: true })
  actorUserId?: number | null = null;

  /** employee, department, branch, … */
  @Property({ type: 'string', length: 40 })
  entityType!: string;

  @Property({ type: 'integer', nullable: true })
  entityId?: number | null = null;

  /** created, updated, deleted, imported, … */
  @Property({ type: 'string', length: 40 })
  action!: string;

  @Property({ type: 'json', nullable: true })
  before?: Record<string, unknown> | null = null;

  @Property({ type: 'json', nullable: true })
  after?: Record<string, unknown> | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
