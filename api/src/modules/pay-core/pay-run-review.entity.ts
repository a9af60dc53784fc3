import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import type { PayRunReviewState } from '@staffpay/schema/pay/pay-run.schemas';
import { Company } from '../companies';

/**
 * A company's month sent for review (the pay run's approval). While `state` is in_review the
 * month is frozen (period-lock.ts); approving fixes it with `snapshot`, the cards as they were
 * when it was sent, so what was reviewed is what is fixed.
 */
@Entity({ tableName: 'pay_run_reviews' })
@Unique({ properties: ['company', 'period'] })
export class PayRunReview {
  [OptionalProps]?: 'decidedAt' | 'decidedBy' | 'returnReason' | 'submittedBy' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade' })
  company!: Ref<Company>;

  /** The month, 'YYYY-MM'. */
  @Property({ type: 'string', length: 7 })
  period!: string;

  @Property({ type: 'string', length: 16 })
  state!: PayRunReviewState;

  @Property({ type: 'integer', nullable: true })
  submittedBy?: number | null = null;

  @Property({ type: 'datetime' })
  submittedAt!: Date;

  @Property({ type: 'integer', nullable: true })
  decidedBy?: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null = null;

  @Property({ type: 'text', nullable: true })
  returnReason?: string | null = null;

  /**
   * Taken on submission: `cards` (employee id → the fix snapshot of the month) and `rules`
   * (the salary rules' and bonus/penalty templates' ids and updatedAt, the versions reviewed).
   */
  @Property({ type: 'json' })
  snapshot!: Record<string, unknown>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
