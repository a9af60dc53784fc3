import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
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

  /** The code of a built-in role or of one of the company's custom roles. */
  @Property({ type: 'string', length: 50 })
  role!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
