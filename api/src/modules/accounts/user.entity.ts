import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { StoredImage } from '../images';

@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'createdAt' | 'emailVerifiedAt' | 'passwordHash' | 'googleSubject';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  /** Stored lowercased; uniqueness is case-insensitive by construction. */
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Property({ type: 'string', nullable: true })
  passwordHash?: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt?: Date | null = null;

  @Property({ type: 'string', nullable: true, unique: true })
  googleSubject?: string | null = null;

  @ManyToOne(() => StoredImage, { nullable: true, ref: true, deleteRule: 'set null' })
  profileImage?: Ref<StoredImage> | null;

  /** Preference: the company the user last worked in; a plain id so deleting a company needs no cascade. */
  @Property({ type: 'integer', nullable: true })
  currentCompanyId?: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
