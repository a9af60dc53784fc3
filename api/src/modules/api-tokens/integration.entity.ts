import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Company } from '../companies';

/**
 * A named principal of a company (an accounting sync, a BI export): not a person, no sign-in, no
 * employee record. Its tokens act through its role, and live as long as it does.
 */
@Entity({ tableName: 'integrations' })
export class Integration {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'description' | 'createdBy';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<Company>;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 500 })
  description: string = '';

  /** A built-in role's code or one of the company's custom roles, as a member's. */
  @Property({ type: 'string', length: 64 })
  role!: string;

  /** The owner who created it, a plain id kept for the record: their leaving changes nothing. */
  @Property({ type: 'integer', nullable: true })
  createdBy?: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
