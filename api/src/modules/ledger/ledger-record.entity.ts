import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import type { LedgerType } from '@staffpay/schema/pay/ledger-types';
import { Company } from '../companies';
import { Employee } from '../staff';

/** One bonus, penalty, advance or piecework payment (the record of /api/bonuses-penalties, docs/api.md). */
@Entity({ tableName: 'ledger_records' })
@Index({ properties: ['company', 'appliedDate', 'id'] })
@Index({ properties: ['employee', 'appliedDate'] })
@Unique({ properties: ['company', 'idempotencyKey'] })
export class LedgerRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'quantity' | 'idempotencyKey' | 'createdBy' | 'correctsRecord';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade' })
  company!: Ref<Company>;

  @ManyToOne(() => Employee, { ref: true, deleteRule: 'cascade' })
  employee!: Ref<Employee>;

  @Property({ type: 'string', length: 20 })
  type!: LedgerType;

  /** What is booked: for piecework the total, quantity × rate. */
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;

  @Property({ type: 'string', length: 500 })
  reason!: string;

  /** Piecework's quantity; 1 for an advance; null otherwise. */
  @Property({ type: 'integer', nullable: true })
  quantity?: number | null = null;

  /** 'YYYY-MM-DD' in the company's timezone. */
  @Property({ type: 'date' })
  appliedDate!: string;

  /** The client's Idempotency-Key: a retry with the same key answers this record and books nothing. */
  @Property({ type: 'string', length: 200, nullable: true })
  idempotencyKey?: string | null = null;

  /** A correction after approval: the record in a fixed period it corrects (same company and employee). */
  @ManyToOne(() => LedgerRecord, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  correctsRecord?: Ref<LedgerRecord> | null = null;

  @Property({ type: 'integer', nullable: true })
  createdBy?: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
