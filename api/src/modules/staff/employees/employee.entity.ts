import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { EMPLOYEE_FIELDS } from '@staffpay/schema/staff/employee.fields';
import { columnDefaults, declareColumns, type ColumnsOf, type OptionalColumn } from '../../../shared/records/columns';
import { User } from '../../accounts';
import { Company } from '../../companies';
import { StoredImage } from '../../images';

// The declared columns join the class's type here; `declareColumns` below gives them their decorators.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Employee extends ColumnsOf<typeof EMPLOYEE_FIELDS> {}

/** An employee: the frame (id, company, account link, photo, search) around the declared fields. */
@Entity({ tableName: 'employees' })
@Unique({ properties: ['company', 'user'] })
@Index({ properties: ['company', 'lastName', 'firstName', 'id'] })
@Index({
  name: 'employees_search_text_trgm',
  expression:
    'create index "employees_search_text_trgm" on "employees" using gin ("search_text" gin_trgm_ops) with (fastupdate = off)',
})
export class Employee {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'photo' | 'user' | OptionalColumn<typeof EMPLOYEE_FIELDS>;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade' })
  company!: Ref<Company>;

  /** The member account this record belongs to (self-service). */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null = null;

  @ManyToOne(() => StoredImage, { ref: true, nullable: true, deleteRule: 'set null' })
  photo?: Ref<StoredImage> | null = null;

  /**
   * What the list search matches, kept by PostgreSQL: lowercased "first last last first email", so
   * either name order and the e-mail are substrings of one column a trigram index serves.
   */
  @Property({
    type: 'text',
    lazy: true,
    hidden: true,
    nullable: true,
    generated: `(lower((((((((((first_name)::text || ' '::text) || (last_name)::text) || ' '::text) || (last_name)::text) || ' '::text) || (first_name)::text) || ' '::text) || (COALESCE(email, ''::character varying))::text))) stored`,
  })
  searchText?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor() {
    Object.assign(this, columnDefaults(EMPLOYEE_FIELDS));
  }
}
declareColumns(Employee, EMPLOYEE_FIELDS);
