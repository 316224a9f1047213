import type { FastifyInstance } from 'fastify';

/** Past this many different hosts, a spoofed Host header could fill the log; one line says so. */
const MAX_WARNED_HOSTS = 20;

const hostOf = (url: string) => new URL(url).host;

/**
 * Warns once per host when browsers reach the app at an address other than PUBLIC_URL (or
 * API_PUBLIC_URL): payment returns and e-mail links lead to PUBLIC_URL, another origin where
 * those browsers are signed out (docs/decisions/029-honest-billing.md). Only browser requests
 * count (they send Sec-Fetch-Mode): probes and scrapers often use an IP address on purpose.
 */
export function registerOriginWarning(
  app: FastifyInstance,
  { publicUrl, apiPublicUrl }: { publicUrl: string; apiPublicUrl: string },
) {
  const expected = new Set([hostOf(publicUrl), hostOf(apiPublicUrl)]);
  const warned = new Set<string>();
  app.addHook('onRequest', async (request) => {
    if (!request.headers['sec-fetch-mode'] || warned.size > MAX_WARNED_HOSTS) return;
    const host = request.host.toLowerCase();
    if (expected.has(host) || warned.has(host)) return;
    warned.add(host);
    if (warned.size > MAX_WARNED_HOSTS) {
      app.log.warn(`more than ${MAX_WARNED_HOSTS} hosts other than PUBLIC_URL; no more warnings`);
      return;
    }
    app.log.warn(
      { host, public_url: publicUrl },
      `requests arrive at ${host}, not at PUBLIC_URL (${publicUrl}): payment returns and ` +
        'e-mail links lead to PUBLIC_URL, where browsers using this address are signed out. ' +
        'Open the app at PUBLIC_URL, or set PUBLIC_URL to the address people use.',
    );
  });
}
