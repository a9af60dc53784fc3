import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { AssignmentType, CalculationType, RuleTemplateKind, UnitType } from '@staffpay/schema/pay/pay.enums';
import { Company } from '../companies';

/** A bonus or penalty rule template (one table, `kind` tells which); applied through performance records. */
@Entity({ tableName: 'rule_templates' })
@Index({ properties: ['company', 'kind', 'id'] })
export class RuleTemplate {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'description' | 'isActive' | 'departmentIds' | 'employeeIds';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade' })
  company!: Ref<Company>;

  @Property({ type: 'string', length: 10 })
  kind!: RuleTemplateKind;

  @Property({ type: 'string', length: 200 })
  templateName!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null = null;

  @Property({ type: 'string', length: 20 })
  calculationType!: CalculationType;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;

  @Property({ type: 'string', length: 20 })
  unitType!: UnitType;

  @Property({ type: 'string', length: 20 })
  assignmentType!: AssignmentType;

  @Property({ type: 'json' })
  departmentIds: number[] = [];

  @Property({ type: 'json' })
  employeeIds: number[] = [];

  @Property({ type: 'boolean' })
  isActive: boolean = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
