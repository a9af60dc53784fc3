import { Entity, ManyToOne, OneToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { Company } from '../companies';
import { StoredImage } from '../images';

/** One row per company that saved developer settings; a company without one has the defaults. */
@Entity({ tableName: 'developer_settings' })
export class DeveloperSettings {
  [OptionalProps]?: 'updatedAt' | 'logoSize' | 'hideNavigationMenuLabels' | 'aiAnalysisMaxTokens';

  @OneToOne(() => Company, { primary: true, ref: true, deleteRule: 'cascade', owner: true })
  company!: Ref<Company>;

  @ManyToOne(() => StoredImage, { nullable: true, ref: true, deleteRule: 'set null' })
  serviceLogo?: Ref<StoredImage> | null;

  @Property({ type: 'string', length: 16 })
  logoSize: string = 'medium';

  @Property({ type: 'string', length: 200, nullable: true })
  companySlogan?: string | null = null;

  @Property({ type: 'boolean' })
  hideNavigationMenuLabels: boolean = false;

  @Property({ type: 'text', nullable: true })
  aiAnalysisPrompt?: string | null = null;

  @Property({ type: 'integer' })
  aiAnalysisMaxTokens: number = 2000;

  @Property({ type: 'string', length: 16, nullable: true })
  aiProvider?: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  aiModel?: string | null = null;

  /** AES-256-GCM under SETTINGS_SECRET (secret-box.ts); never read into any answer. */
  @Property({ type: 'text', nullable: true, lazy: true })
  aiApiKeySealed?: string | null = null;

  @Property({ type: 'string', length: 4, nullable: true })
  aiApiKeyLast4?: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  aiApiEndpoint?: string | null = null;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
