import { Entity, JsonType, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { Company } from '../companies';

/** A company's custom role. The built-in roles are not stored: they live in the contract's presets. */
@Entity({ tableName: 'system_roles' })
@Unique({ properties: ['company', 'code'] })
export class CustomRole {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'description';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<Company>;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Lowercase, underscores for spaces; never a built-in code; locked after creation. */
  @Property({ type: 'string', length: 50 })
  code!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null = null;

  @Property({ type: 'string', length: 16 })
  color!: string;

  @Property({ type: 'integer' })
  priority!: number;

  /**
   * The effective grants (module switches included), kept equal to the tree by every write, so
   * the membership check reads one row rather than the tree.
   */
  @Property({ type: JsonType, columnType: 'jsonb' })
  permissions!: string[];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
