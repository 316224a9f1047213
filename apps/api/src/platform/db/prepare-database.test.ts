import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminQuery, requiredPostgresUrl, withDatabase } from '../../testing/global-setup';
import { testDatabaseKind } from '../../testing/test-database';
import { postgresDatabase } from './client';
import { prepareDatabase } from '.';

describe.skipIf(testDatabaseKind() !== 'postgres')('preparing a PostgreSQL database', () => {
  const name = `cvforge_prep_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  afterAll(() => adminQuery(requiredPostgresUrl(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('lets three processes start on an empty database at once (compose.yaml starts three)', async () => {
    const url = requiredPostgresUrl();
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const processes = [1, 2, 3].map(() => postgresDatabase(withDatabase(url, name)));
    try {
      await Promise.all(processes.map((database) => prepareDatabase(database)));
      const [first] = processes;
      const { rows } = (await first!.db.execute(
        sql`select (select count(*) from plans)::int as plans,
                   (select count(*) from drizzle.__drizzle_migrations)::int as migrations`,
      )) as unknown as { rows: { plans: number; migrations: number }[] };
      expect(rows[0]?.plans).toBeGreaterThan(0);
      expect(rows[0]?.migrations).toBeGreaterThan(0);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
    }
  });
});
