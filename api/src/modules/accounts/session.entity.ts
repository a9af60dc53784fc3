import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { User } from './user.entity';

/** A server-side session; only a hash of its bearer token is stored. */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'createdAt' | 'lastSeenAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = crypto.randomUUID();

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Index()
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  lastSeenAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'string', length: 500, nullable: true })
  userAgent?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;
}
