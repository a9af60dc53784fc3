import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { COMPANY_ROLES, type CompanyRole } from '@staffpay/schema/auth/roles';
import { User } from '../accounts';
import { Company } from './company.entity';

@Entity({ tableName: 'memberships' })
@Unique({ properties: ['user', 'company'] })
export class Membership {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<Company>;

  @Enum({ items: () => [...COMPANY_ROLES], nativeEnumName: undefined, type: 'string' })
  role!: CompanyRole;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
