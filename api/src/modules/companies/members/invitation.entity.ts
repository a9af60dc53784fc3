import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { User } from '../../accounts';
import { Company } from '../company.entity';

/**
 * An invitation to join a company with a role, sent to an e-mail address. Only a keyed hash
 * of the link's token is stored. Revoking deletes the row; accepting stamps `acceptedAt` once.
 */
@Entity({ tableName: 'invitations' })
export class Invitation {
  [OptionalProps]?: 'createdAt' | 'acceptedAt' | 'invitedBy';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade' })
  company!: Ref<Company>;

  /** Stored lowercased, like User.email. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  /** The code of a built-in role or of one of the company's custom roles. */
  @Property({ type: 'string', length: 50 })
  role!: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  invitedBy?: Ref<User> | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt?: Date | null = null;
}
