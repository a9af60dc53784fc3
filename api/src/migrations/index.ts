import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122050305 } from './Migration20261122050305';
import { Migration20261122051319 } from './Migration20261122051319';
import { Migration20261122183314 } from './Migration20261122183314';
import { Migration20261122191019 } from './Migration20261122191019';
import { Migration20261122203000 } from './Migration20261122203000';
import { Migration20261122204528 } from './Migration20261122204528';
import { Migration20261123000252 } from './Migration20261123000252';
import { Migration20261123032725 } from './Migration20261123032725';
import { Migration20261125140000 } from './Migration20261125140000';
import { Migration20261125180000 } from './Migration20261125180000';
import { Migration20261125190000 } from './Migration20261125190000';
import { Migration20261125200000 } from './Migration20261125200000';
import { Migration20261127160000 } from './Migration20261127160000';
import { Migration20261127230000 } from './Migration20261127230000';
import { Migration20261128010000 } from './Migration20261128010000';
import { Migration20261128020000 } from './Migration20261128020000';
import { Migration20261128040000 } from './Migration20261128040000';
import { Migration20261128050000 } from './Migration20261128050000';
import { Migration20261128060000 } from './Migration20261128060000';
import { Migration20261128081000 } from './Migration20261128081000';
import { Migration20261128082000 } from './Migration20261128082000';

/** Applied in this order; every new migration is appended here (`pnpm --filter api migration:create`). */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122050305', class: Migration20261122050305 },
  { name: 'Migration20261122051319', class: Migration20261122051319 },
  { name: 'Migration20261122183314', class: Migration20261122183314 },
  { name: 'Migration20261122191019', class: Migration20261122191019 },
  { name: 'Migration20261122203000', class: Migration20261122203000 },
  { name: 'Migration20261122204528', class: Migration20261122204528 },
  { name: 'Migration20261123000252', class: Migration20261123000252 },
  { name: 'Migration20261123032725', class: Migration20261123032725 },
  { name: 'Migration20261125140000', class: Migration20261125140000 },
  { name: 'Migration20261125180000', class: Migration20261125180000 },
  { name: 'Migration20261125190000', class: Migration20261125190000 },
  { name: 'Migration20261125200000', class: Migration20261125200000 },
  { name: 'Migration20261127160000', class: Migration20261127160000 },
  { name: 'Migration20261127230000', class: Migration20261127230000 },
  { name: 'Migration20261128010000', class: Migration20261128010000 },
  { name: 'Migration20261128020000', class: Migration20261128020000 },
  { name: 'Migration20261128040000', class: Migration20261128040000 },
  { name: 'Migration20261128050000', class: Migration20261128050000 },
  { name: 'Migration20261128060000', class: Migration20261128060000 },
  { name: 'Migration20261128081000', class: Migration20261128081000 },
  { name: 'Migration20261128082000', class: Migration20261128082000 },
];
