import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Company } from '../companies';
import { Employee } from '../staff';

/**
 * A fixed (closed) pay period of one employee with the immutable snapshot of the card. While it
 * is not reopened, ledger and performance records dated inside it are locked.
 */
@Entity({ tableName: 'payroll_fixes' })
@Index({ properties: ['company', 'employee', 'periodFrom'] })
export class PayrollFix {
  [OptionalProps]?: 'fixedAt' | 'fixedBy' | 'reopenedAt' | 'reopenedBy' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade' })
  company!: Ref<Company>;

  @ManyToOne(() => Employee, { ref: true, deleteRule: 'cascade' })
  employee!: Ref<Employee>;

  @Property({ type: 'date' })
  periodFrom!: string;

  @Property({ type: 'date' })
  periodTo!: string;

  /** Every figure of the card and every applied rule, as the engine computed them when fixed. */
  @Property({ type: 'json' })
  snapshot!: Record<string, unknown>;

  @Property({ type: 'integer', nullable: true })
  fixedBy?: number | null = null;

  @Property({ type: 'datetime' })
  fixedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  reopenedAt?: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  reopenedBy?: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** Moves on every change of the row (a reopening), also by a trigger for updates that do not set it. */
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
