import { BRANCH_FIELDS } from '@staffpay/schema/staff/structure.fields';
import { columnDefaults, declareColumns, type ColumnsOf, type OptionalColumn } from '../../../shared/records/columns';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Company } from '../../companies';

// The declared columns join the class's type here; `declareColumns` below gives them their decorators.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Branch extends ColumnsOf<typeof BRANCH_FIELDS> {}

@Entity({ tableName: 'branches' })
export class Branch {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | OptionalColumn<typeof BRANCH_FIELDS>;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<Company>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor() {
    Object.assign(this, columnDefaults(BRANCH_FIELDS));
  }
}
declareColumns(Branch, BRANCH_FIELDS);
