import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Company } from '../../companies';

@Entity({ tableName: 'branches' })
export class Branch {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'address';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<Company>;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 100 })
  city!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  address?: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
