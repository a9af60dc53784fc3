import { ArrayType, Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Company } from '../companies';

const intList = () => new ArrayType<number>((v) => Number(v));

@Entity({ tableName: 'custom_dashboards' })
export class CustomDashboard {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'description';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<Company>;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null = null;

  /** The public link's secret (24 random bytes, base64url); rotated to kill a link. Never the id. */
  @Property({ type: 'string', length: 64, unique: true })
  shareToken!: string;

  @Property({ type: intList(), columnType: 'int[]' })
  selectedDepartments!: number[];

  @Property({ type: intList(), columnType: 'int[]' })
  selectedBranches!: number[];

  @Property({ type: 'boolean' })
  showCompanyProfit!: boolean;

  @Property({ type: 'boolean' })
  showDepartmentProfit!: boolean;

  @Property({ type: 'boolean' })
  showEmployeeProfit!: boolean;

  @Property({ type: 'boolean' })
  showTeamBonuses!: boolean;

  @Property({ type: 'boolean' })
  showAdvances!: boolean;

  @Property({ type: 'boolean' })
  showSalaryPayouts!: boolean;

  @Property({ type: 'boolean' })
  showThresholdProgress!: boolean;

  @Property({ type: intList(), columnType: 'int[]' })
  thresholdProgressDepartments!: number[];

  @Property({ type: 'boolean' })
  showEmployeeCards!: boolean;

  @Property({ type: intList(), columnType: 'int[]' })
  employeeCardsDepartments!: number[];

  /**
   * Who last created, edited or re-linked it: the public link shows no field that this member's
   * role may not see (a plain id; the foreign key sets it null when the account goes).
   */
  @Property({ type: 'integer', nullable: true })
  configuredById?: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
