import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import { User } from '../accounts';
import { Company } from '../companies';

/** A company's API token: the secret is kept only as a keyed hash; the token acts as its creator, narrowed by its scopes. */
@Entity({ tableName: 'api_tokens' })
export class ApiToken {
  [OptionalProps]?: 'createdAt' | 'expiresAt' | 'lastUsedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<Company>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  createdBy!: Ref<User>;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'json' })
  scopes!: ApiScope[];

  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null = null;
}
