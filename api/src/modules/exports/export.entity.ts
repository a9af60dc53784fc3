import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { ExportFormat, ExportStatus, ExportType } from '@staffpay/schema/exports/export.schemas';

/**
 * One export request and its state. The requester (and their token's scopes) is kept so the job
 * reads with their grants, re-checked when it runs; the foreign key to companies (cascading) is
 * in the migration.
 */
@Entity({ tableName: 'exports' })
@Index({ properties: ['companyId', 'createdAt'] })
@Index({
  name: 'exports_waiting_index',
  expression: `create index "exports_waiting_index" on "exports" ("created_at") where "status" in ('queued', 'running')`,
})
export class ExportJob {
  [OptionalProps]?: 'status' | 'error' | 'attempts' | 'createdAt' | 'startedAt' | 'completedAt' | 'expiresAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'integer', fieldName: 'company_id' })
  companyId!: number;

  /** The requester's user id (a token's creator): the job reads as them. */
  @Property({ type: 'integer', nullable: true })
  requestedBy!: number | null;

  /** The API token that asked, if one did: its scopes narrow the requester's grants. */
  @Property({ type: 'integer', nullable: true })
  apiTokenId!: number | null;

  @Property({ type: 'json', nullable: true })
  scopes!: ApiScope[] | null;

  @Property({ type: 'json' })
  types!: ExportType[];

  @Property({ type: 'date' })
  periodFrom!: string;

  @Property({ type: 'date' })
  periodTo!: string;

  @Property({ type: 'string', length: 8 })
  format!: ExportFormat;

  @Property({ type: 'string', length: 16, default: 'queued' })
  status: ExportStatus = 'queued';

  /** Why it failed, in a few Russian words; never data. */
  @Property({ type: 'string', length: 500, nullable: true })
  error?: string | null = null;

  /** Runs begun: a run cut off by a dead replica is taken again, a few times at most. */
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  startedAt?: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null = null;

  /** When its files are deleted (EXPORT_RETENTION_DAYS after completion). */
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null = null;
}

/** One file of an export: one per type, its bytes in PostgreSQL so every replica can serve it. */
@Entity({ tableName: 'export_files' })
export class ExportFile {
  @PrimaryKey({ type: 'uuid', fieldName: 'export_id' })
  exportId!: string;

  @PrimaryKey({ type: 'string', length: 32 })
  type!: ExportType;

  @Property({ type: 'string', length: 200 })
  fileName!: string;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  rows!: number;

  @Property({ type: 'integer' })
  bytes!: number;

  @Property({ type: 'blob', lazy: true })
  content!: Buffer;
}
