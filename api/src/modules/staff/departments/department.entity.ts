import { DEPARTMENT_FIELDS } from '@staffpay/schema/staff/structure.fields';
import { columnDefaults, declareColumns, type ColumnsOf, type OptionalColumn } from '../../../shared/records/columns';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Branch } from '../branches/branch.entity';
import { Company } from '../../companies';

// The declared columns join the class's type here; `declareColumns` below gives them their decorators.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Department extends ColumnsOf<typeof DEPARTMENT_FIELDS> {}

@Entity({ tableName: 'departments' })
export class Department {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'managerId' | 'branch' | OptionalColumn<typeof DEPARTMENT_FIELDS>;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<Company>;

  /**
   * The manager's employee id, a plain column: the departments screen shows 'Не найден' when it
   * matches no employee (and the integrity check reports it, docs/data-protection.md), so deleting
   * that employee must not rewrite the department.
   */
  @Property({ type: 'integer', nullable: true })
  managerId?: number | null = null;

  /** Deleting a branch that departments use is refused by the service; the key (checked at the end of the statement, so a company's cascade passes) guards races. */
  @ManyToOne(() => Branch, { ref: true, nullable: true, deleteRule: 'no action', index: true })
  branch?: Ref<Branch> | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor() {
    Object.assign(this, columnDefaults(DEPARTMENT_FIELDS));
  }
}
declareColumns(Department, DEPARTMENT_FIELDS);
