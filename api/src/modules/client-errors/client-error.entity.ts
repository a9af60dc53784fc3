import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { ClientErrorKind } from '@staffpay/schema/client-errors/client-error.schemas';
import { Company } from '../companies';

/** An error a member's browser reported, scrubbed of personal data; kept for the company's developers. */
@Entity({ tableName: 'client_errors' })
@Index({ properties: ['company', 'receivedAt'] })
export class ClientError {
  [OptionalProps]?: 'receivedAt' | 'count' | 'path' | 'status' | 'operation';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: false })
  company!: Ref<Company>;

  @Property({ type: 'string', length: 16 })
  kind!: ClientErrorKind;

  @Property({ type: 'string', length: 500 })
  message!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  path?: string | null = null;

  @Property({ type: 'smallint', nullable: true })
  status?: number | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  operation?: string | null = null;

  @Property({ type: 'integer' })
  count: number = 1;

  @Property({ type: 'datetime' })
  occurredAt!: Date;

  @Property({ type: 'datetime' })
  receivedAt: Date = new Date();
}
