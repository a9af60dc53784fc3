import { Entity, JsonType, ManyToOne, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { CustomRole } from './custom-role.entity';

/** One entry of a custom role's permission tree: a module switch, an action or a field. */
@Entity({ tableName: 'role_permissions' })
@Unique({ properties: ['role', 'permissionKey'] })
export class RolePermission {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomRole, { ref: true, deleteRule: 'cascade', index: true })
  role!: Ref<CustomRole>;

  @Property({ type: 'string', length: 32 })
  module!: string;

  @Property({ type: 'string', length: 16 })
  level!: string;

  @Property({ type: 'string', length: 100 })
  permissionKey!: string;

  @Property({ type: 'string', length: 200 })
  permissionName!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null = null;

  /** The module entry's id for actions and fields; null for the module entry itself. */
  @Property({ type: 'integer', nullable: true })
  parentId?: number | null = null;

  @Property({ type: 'boolean' }) isGranted = false;
  @Property({ type: 'boolean' }) canView = false;
  @Property({ type: 'boolean' }) canCreate = false;
  @Property({ type: 'boolean' }) canEdit = false;
  @Property({ type: 'boolean' }) canDelete = false;
  @Property({ type: 'boolean' }) canApprove = false;

  @Property({ type: JsonType, columnType: 'jsonb', nullable: true })
  conditions?: Record<string, unknown> | null = null;

  @Property({ type: JsonType, columnType: 'jsonb', nullable: true })
  metadata?: Record<string, unknown> | null = null;

  @Property({ type: 'integer' })
  sortOrder!: number;
}
