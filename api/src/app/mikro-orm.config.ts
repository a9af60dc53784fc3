// Used by the MikroORM CLI (migration:create) only; the app builds its options in orm.ts.
import { ormOptions } from './orm';

export default {
  ...ormOptions(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/staffpay_dev', './data'),
  migrations: {
    path: './src/migrations',
    pathTs: './src/migrations',
    emit: 'ts',
    snapshot: false,
    glob: 'Migration*.ts',
    migrationsList: undefined,
  },
};
