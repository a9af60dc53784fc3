import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** An uploaded image (logo, avatar), kept in PostgreSQL so every replica can serve it. */
@Entity({ tableName: 'stored_images' })
export class StoredImage {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @Property({ type: 'string', length: 40 })
  mime!: string;

  @Property({ type: 'blob', lazy: true })
  bytes!: Buffer;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
