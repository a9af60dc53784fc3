import { ArrayType, Entity, JsonType, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { PlaylistEntry, ScreenNight, ScreenTheme } from '@staffpay/schema/dashboards/screen.schemas';
import { Company } from '../companies';

const intList = () => new ArrayType<number>((v) => Number(v));

@Entity({ tableName: 'custom_dashboards' })
export class CustomDashboard {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'description'
    | 'linkExpiresAt'
    | 'linkPausedAt'
    | 'allowedNetworks'
    | 'privacyMode'
    | 'night'
    | 'theme'
    | 'playlist'
    | 'departmentRotationSeconds';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<Company>;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null = null;

  /** The public link's secret (24 random bytes, base64url); rotated to kill a link. Never the id. */
  @Property({ type: 'string', length: 64, unique: true })
  shareToken!: string;

  @Property({ type: intList(), columnType: 'int[]' })
  selectedDepartments!: number[];

  @Property({ type: intList(), columnType: 'int[]' })
  selectedBranches!: number[];

  @Property({ type: 'boolean' })
  showCompanyProfit!: boolean;

  @Property({ type: 'boolean' })
  showDepartmentProfit!: boolean;

  @Property({ type: 'boolean' })
  showEmployeeProfit!: boolean;

  @Property({ type: 'boolean' })
  showTeamBonuses!: boolean;

  @Property({ type: 'boolean' })
  showAdvances!: boolean;

  @Property({ type: 'boolean' })
  showSalaryPayouts!: boolean;

  @Property({ type: 'boolean' })
  showThresholdProgress!: boolean;

  @Property({ type: intList(), columnType: 'int[]' })
  thresholdProgressDepartments!: number[];

  @Property({ type: 'boolean' })
  showEmployeeCards!: boolean;

  @Property({ type: intList(), columnType: 'int[]' })
  employeeCardsDepartments!: number[];

  /**
   * Who last created, edited or re-linked it: the public link shows no field that this member's
   * role may not see (a plain id; the foreign key sets it null when the account goes).
   */
  @Property({ type: 'integer', nullable: true })
  configuredById?: number | null = null;

  /** When the public link stops answering; null: never. */
  @Property({ type: 'datetime', nullable: true })
  linkExpiresAt?: Date | null = null;

  /** Set while a manager has paused the link: it answers 'Ссылка приостановлена' until resumed. */
  @Property({ type: 'datetime', nullable: true })
  linkPausedAt?: Date | null = null;

  /** CIDR blocks the link answers from (the client's address behind the trusted proxy hops); empty: any. */
  @Property({ type: new ArrayType<string>(), columnType: 'text[]', default: '{}' })
  allowedNetworks: string[] = [];

  /** Money shown as progress only: the link's answers carry no amount. */
  @Property({ type: 'boolean', default: false })
  privacyMode: boolean = false;

  @Property({ type: JsonType, columnType: 'jsonb', nullable: true })
  night?: ScreenNight | null = null;

  @Property({ type: 'string', length: 8, default: 'light' })
  theme: ScreenTheme = 'light';

  /** The company's dashboards the link shows in turn; empty: only its own. */
  @Property({ type: JsonType, columnType: 'jsonb', default: "'[]'" })
  playlist: PlaylistEntry[] = [];

  @Property({ type: 'integer', default: 15 })
  departmentRotationSeconds: number = 15;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
