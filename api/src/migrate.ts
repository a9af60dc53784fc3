/**
 * Brings the database schema up to date and exits: what a deployment runs before the new version's
 * replicas start (the Kubernetes initContainer, docs/deploy.md). The server migrates at start as
 * well; both take the same advisory lock (app/orm.ts), so any number may run at once.
 */
import { ConfigError, loadConfig } from './shared/config';
import { loadEnvFile } from './shared/env-file';
import { initOrm } from './app/orm';

async function migrate() {
  loadEnvFile();
  const config = loadConfig();
  if (!config.DATABASE_URL)
    throw new ConfigError('DATABASE_URL: required to migrate (the embedded database migrates at start)');
  const orm = await initOrm(config.DATABASE_URL, config.DATA_DIR);
  const applied = await orm.getMigrator().getExecutedMigrations();
  await orm.close(true);
  console.log(`database is up to date (${applied.length} migrations applied)`);
}

migrate().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
