import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type {
  AchievementIcon,
  RulePeriod,
  RuleType,
  SalaryMode,
  TeamBase,
  ThresholdType,
} from '@staffpay/schema/pay/pay.enums';
import { Company } from '../companies';

/** A salary rule template: what the engine pays from (docs/payroll.md, 'Amount of one salary rule'). */
@Entity({ tableName: 'salary_rule_templates' })
@Index({ properties: ['company', 'id'] })
export class SalaryRuleTemplate {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'description'
    | 'teamBase'
    | 'thresholdType'
    | 'thresholdValue'
    | 'achievementIcon'
    | 'isActive'
    | 'considerOrdersAndProfit'
    | 'appliesToDepartments'
    | 'appliesToEmployees'
    | 'appliesToGroups';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade' })
  company!: Ref<Company>;

  @Property({ type: 'string', length: 200 })
  templateName!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null = null;

  @Property({ type: 'string', length: 40 })
  ruleType!: RuleType;

  /** numeric(14,2), read as a string: an amount or a percent. */
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  value!: string;

  @Property({ type: 'string', length: 20 })
  period!: RulePeriod;

  @Property({ type: 'string', length: 20, nullable: true })
  teamBase?: TeamBase | null = null;

  @Property({ type: 'string', length: 20 })
  salaryMode!: SalaryMode;

  @Property({ type: 'boolean' })
  considerOrdersAndProfit: boolean = false;

  /** Ids checked to belong to the company when written; a later delete leaves them dangling, and the engine skips those. */
  @Property({ type: 'json' })
  appliesToDepartments: number[] = [];

  @Property({ type: 'json' })
  appliesToEmployees: number[] = [];

  @Property({ type: 'json' })
  appliesToGroups: number[] = [];

  @Property({ type: 'string', length: 40, nullable: true })
  thresholdType?: ThresholdType | null = null;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  thresholdValue?: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  achievementIcon?: AchievementIcon | null = null;

  @Property({ type: 'boolean' })
  isActive: boolean = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
