import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { User } from './user.entity';

export const TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * A single-use token sent by e-mail (address confirmation, password reset). Only a keyed
 * hash is stored; `usedAt` is set by one conditional update, so a token works exactly once.
 */
@Entity({ tableName: 'account_tokens' })
export class AccountToken {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Enum({ items: () => [...TOKEN_PURPOSES], type: 'string' })
  purpose!: TokenPurpose;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
