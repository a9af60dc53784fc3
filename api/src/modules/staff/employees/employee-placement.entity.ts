import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Branch } from '../branches/branch.entity';
import { Department } from '../departments/department.entity';
import { Employee } from './employee.entity';

/** An employee's department, in the order chosen (the first is the one the read side names). */
@Entity({ tableName: 'employee_departments' })
export class EmployeeDepartment {
  @ManyToOne(() => Employee, { ref: true, primary: true, deleteRule: 'cascade' })
  employee!: Ref<Employee>;

  @ManyToOne(() => Department, { ref: true, primary: true, deleteRule: 'cascade', index: true })
  department!: Ref<Department>;

  @Property({ type: 'smallint' })
  sortOrder!: number;
}

/** An employee's branch, in the order chosen. */
@Entity({ tableName: 'employee_branches' })
export class EmployeeBranch {
  @ManyToOne(() => Employee, { ref: true, primary: true, deleteRule: 'cascade' })
  employee!: Ref<Employee>;

  @ManyToOne(() => Branch, { ref: true, primary: true, deleteRule: 'cascade', index: true })
  branch!: Ref<Branch>;

  @Property({ type: 'smallint' })
  sortOrder!: number;
}
