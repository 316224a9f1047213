import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../platform/db';
import type { Services } from '../services';

const JOB_BUCKETS = [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300];

/**
 * GET /api/metrics in Prometheus's text format (README "Metrics"): requests and their latency by
 * route, jobs and their duration by queue and outcome, live sockets, the database pool, and the
 * Node process. One registry per app, so two apps in one test process count apart.
 */
export function registerMetrics(
  app: FastifyInstance,
  { services, database }: { services: Services; database: Database },
) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'cvforge_' });

  const requestLabels = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'cvforge_http_requests_total',
    help: 'HTTP requests answered, by route pattern',
    labelNames: requestLabels,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'cvforge_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: requestLabels,
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/cv/:id), never the raw URL: one series per route, not per CV.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: reply.statusCode,
    };
    requests.inc(labels);
    requestSeconds.observe(labels, reply.elapsedTime / 1000);
  });

  const jobLabels = ['queue', 'outcome'] as const;
  const jobs = new Counter({
    name: 'cvforge_jobs_total',
    help: 'Background job attempts run by this process, by queue and outcome',
    labelNames: jobLabels,
    registers,
  });
  const jobSeconds = new Histogram({
    name: 'cvforge_job_duration_seconds',
    help: 'Time a background job attempt took, by queue and outcome',
    labelNames: jobLabels,
    buckets: JOB_BUCKETS,
    registers,
  });
  services.jobQueue.onSettled(({ queue, outcome, seconds }) => {
    jobs.inc({ queue, outcome });
    jobSeconds.observe({ queue, outcome }, seconds);
  });

  new Gauge({
    name: 'cvforge_live_sockets',
    help: 'Live-event WebSockets open on this process',
    registers,
    collect() {
      this.set(services.liveSockets.total);
    },
  });
  if (database.kind === 'postgres') {
    const { pool } = database;
    new Gauge({
      name: 'cvforge_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  app.get(
    '/api/metrics',
    { schema: { tags: ['health'], summary: 'Prometheus metrics of this process' } },
    async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
}
