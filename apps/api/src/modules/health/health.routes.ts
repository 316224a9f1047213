import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db';
import { latestMigration as shippedMigration } from '../../platform/db/migrate';

const healthResponseSchema = z.object({
  status: z.literal('ok'),
  uptime_s: z.number(),
});

const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.boolean(),
  migrations: z.boolean(),
});

/** Whether the database answers and holds every migration this build ships. */
async function readiness(database: Database, latestMigration: number) {
  try {
    const { rows } = (await database.db.execute(
      sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string | number | null }[] };
    return { database: true, migrations: Number(rows[0]?.applied ?? 0) >= latestMigration };
  } catch {
    return { database: false, migrations: false };
  }
}

/**
 * Liveness and readiness apart (docs/decisions/030-shutdown-hands-work-back.md): /health says only
 * that the process runs and answers, so a liveness probe never restarts healthy processes during a
 * database outage; /ready carries the database, so a load balancer takes a process out meanwhile.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process runs and answers (the database is not asked)',
        description:
          'For liveness probes: 200 while the process serves requests, a database outage included (readiness is /api/ready).',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptime_s: Math.round(process.uptime()) }),
  );

  const latestMigration = shippedMigration();
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and its migrations are applied',
        description:
          'A load balancer sends traffic only while this answers 200. A process shutting down answers 503.',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (_request, reply) => {
      const checks = await readiness(database, latestMigration);
      const ready = checks.database && checks.migrations;
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', ...checks });
    },
  );
};
