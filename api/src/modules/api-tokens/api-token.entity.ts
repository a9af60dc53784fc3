import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import { User } from '../accounts';
import { Company } from '../companies';
import { Integration } from './integration.entity';

/**
 * A company's API token: the secret is kept only as a keyed hash. A personal token acts as its
 * creator, an integration's token through the integration's role; both narrowed by their scopes.
 */
@Entity({ tableName: 'api_tokens' })
export class ApiToken {
  [OptionalProps]?: 'createdAt' | 'expiresAt' | 'lastUsedAt' | 'integration' | 'legacyKey';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<Company>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  createdBy!: Ref<User>;

  /** The integration whose token it is (deleted with it); null for a personal token. */
  @ManyToOne(() => Integration, { ref: true, deleteRule: 'cascade', nullable: true, index: true })
  integration?: Ref<Integration> | null = null;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'json' })
  scopes!: ApiScope[];

  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  /** The hash is keyed with SESSION_SECRET (made before API_TOKEN_SECRET was set): re-keyed at its next use. */
  @Property({ type: 'boolean' })
  legacyKey: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null = null;
}
