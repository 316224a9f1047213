import type { FastifyInstance } from 'fastify';

/**
 * Runs `close` (the app's: new requests are refused with 503 so /api/ready fails and the proxy
 * stops sending any, requests in flight finish, live sockets close with 1001, running jobs get
 * their share of the bound in services.ts and are handed back past it) within a bound. Resolves false when the bound ran
 * out first.
 */
export async function closeWithin(close: () => Promise<unknown>, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([close().then(() => true as const), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Once the app is closing, every answer says `Connection: close`: Node's server.close() reaps
 * only the connections idle when it is called, so a kept-alive connection (a proxy's) whose
 * request was in flight would otherwise hold the shutdown open until its keep-alive timeout.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
