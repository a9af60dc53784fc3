import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { COMPANY_ROLES, type CompanyRole } from '@staffpay/schema/auth/roles';
import {
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  type EmployeeStatus,
  type EmploymentType,
} from '@staffpay/schema/staff/staff.enums';
import { User } from '../../accounts';
import { Company } from '../../companies';
import { StoredImage } from '../../images';

@Entity({ tableName: 'employees' })
@Unique({ properties: ['company', 'user'] })
@Index({ properties: ['company', 'lastName', 'firstName', 'id'] })
@Index({
  name: 'employees_search_text_trgm',
  expression:
    'create index "employees_search_text_trgm" on "employees" using gin ("search_text" gin_trgm_ops) with (fastupdate = off)',
})
export class Employee {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'email'
    | 'photo'
    | 'birthDate'
    | 'hasFlexibleSchedule'
    | 'workStartTime'
    | 'workEndTime'
    | 'role'
    | 'status'
    | 'positions'
    | 'positionIds'
    | 'jobPosition'
    | 'customPosition'
    | 'employmentType'
    | 'startWorkDate'
    | 'user'
    | 'workExperience'
    | 'skillsCompetencies'
    | 'certificates'
    | 'foreignLanguages'
    | 'education'
    | 'previousWorkExperience'
    | 'strengths'
    | 'weaknesses'
    | 'personalQualities'
    | 'hobbies';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade' })
  company!: Ref<Company>;

  /** The member account this record belongs to (self-service). */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null = null;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null = null;

  @Property({ type: 'string', length: 50 })
  phone!: string;

  @ManyToOne(() => StoredImage, { ref: true, nullable: true, deleteRule: 'set null' })
  photo?: Ref<StoredImage> | null = null;

  /** 'YYYY-MM-DD' */
  @Property({ type: 'date', nullable: true })
  birthDate?: string | null = null;

  @Property({ type: 'boolean' })
  hasFlexibleSchedule: boolean = false;

  /** 'HH:MM', null with a flexible schedule. */
  @Property({ type: 'string', length: 5, nullable: true })
  workStartTime?: string | null = '09:00';

  @Property({ type: 'string', length: 5, nullable: true })
  workEndTime?: string | null = '18:00';

  @Enum({ items: () => [...COMPANY_ROLES], type: 'string' })
  role: CompanyRole = 'employee';

  @Enum({ items: () => [...EMPLOYEE_STATUSES], type: 'string' })
  status: EmployeeStatus = 'active';

  @Property({ type: 'json' })
  positions: string[] = [];

  @Property({ type: 'json' })
  positionIds: number[] = [];

  @Property({ type: 'string', length: 100, nullable: true })
  jobPosition?: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  customPosition?: string | null = null;

  @Enum({ items: () => [...EMPLOYMENT_TYPES], type: 'string' })
  employmentType: EmploymentType = 'full_time';

  @Property({ type: 'date', nullable: true })
  startWorkDate?: string | null = null;

  @Property({ type: 'text', nullable: true }) workExperience?: string | null = null;
  @Property({ type: 'text', nullable: true }) skillsCompetencies?: string | null = null;
  @Property({ type: 'text', nullable: true }) certificates?: string | null = null;
  @Property({ type: 'text', nullable: true }) foreignLanguages?: string | null = null;
  @Property({ type: 'text', nullable: true }) education?: string | null = null;
  @Property({ type: 'text', nullable: true }) previousWorkExperience?: string | null = null;
  @Property({ type: 'text', nullable: true }) strengths?: string | null = null;
  @Property({ type: 'text', nullable: true }) weaknesses?: string | null = null;
  @Property({ type: 'text', nullable: true }) personalQualities?: string | null = null;
  @Property({ type: 'text', nullable: true }) hobbies?: string | null = null;

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
}
