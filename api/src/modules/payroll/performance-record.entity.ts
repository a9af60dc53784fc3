import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Company } from '../companies';
import { Employee } from '../staff';

export interface StoredRuleUnits {
  ruleId: number;
  unitCount: number;
}

/** An employee's orders and profit over [startDate, endDate], with the bonus and penalty templates applied. */
@Entity({ tableName: 'performance_records' })
@Index({ properties: ['company', 'endDate'] })
@Index({ properties: ['employee', 'endDate'] })
export class PerformanceRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'bonusRules' | 'penaltyRules' | 'createdBy';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade' })
  company!: Ref<Company>;

  @ManyToOne(() => Employee, { ref: true, deleteRule: 'cascade' })
  employee!: Ref<Employee>;

  @Property({ type: 'date' })
  startDate!: string;

  /** The record belongs to the period containing this date. */
  @Property({ type: 'date' })
  endDate!: string;

  @Property({ type: 'integer' })
  ordersCount!: number;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  employeeProfit!: string;

  @Property({ type: 'json' })
  bonusRules: StoredRuleUnits[] = [];

  @Property({ type: 'json' })
  penaltyRules: StoredRuleUnits[] = [];

  @Property({ type: 'integer', nullable: true })
  createdBy?: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
