import { sql } from 'drizzle-orm';
import { getConstructionPlans } from 'pg-boss';
import type { Database } from '../db';

/**
 * Creates pg-boss's schema when it is missing, so it is part of the migrated snapshot and
 * test template: installing it at every start costs ~2.5 s on PGlite. pg-boss still checks
 * the version at start and migrates it when the package is upgraded.
 */
export async function installJobQueueSchema(database: Database) {
  // Both drivers (PGlite and node-postgres) answer execute() with { rows }.
  const { rows } = (await database.db.execute(
    sql`select exists (select 1 from pg_namespace where nspname = 'pgboss') as exists`,
  )) as unknown as { rows: { exists: boolean }[] };
  if (rows[0]?.exists) return;
  const plans = getConstructionPlans('pgboss');
  if (database.kind === 'pglite') await database.client.exec(plans);
  else await database.db.execute(sql.raw(plans));
}
