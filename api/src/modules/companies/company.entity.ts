import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { StoredImage } from '../images';

@Entity({ tableName: 'companies' })
export class Company {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'description'
    | 'language'
    | 'timezone'
    | 'currency'
    | 'showBirthdaysOnDashboard'
    | 'birthdayNotificationDays';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null = null;

  @Property({ type: 'string', length: 2 })
  language: string = 'ru';

  @Property({ type: 'string', length: 64 })
  timezone: string = 'Asia/Bishkek';

  @Property({ type: 'string', length: 3 })
  currency: string = 'KGS';

  @ManyToOne(() => StoredImage, { nullable: true, ref: true, deleteRule: 'set null' })
  logo?: Ref<StoredImage> | null;

  @Property({ type: 'boolean' })
  showBirthdaysOnDashboard: boolean = true;

  @Property({ type: 'smallint' })
  birthdayNotificationDays: number = 3;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
