import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** `true`/`false` (or 1/0) from an environment variable. */
export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** proxy-addr's names for address ranges (loopback, link-local, private). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) =>
  RANGE_NAMES.has(entry) || ipaddr.isValid(entry) || isCidr(entry);

function isCidr(entry: string) {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY: `false`; `true` (every hop is trusted, so the client address is the left-most
 * X-Forwarded-For entry — right only behind a proxy that replaces the header, as Caddy does); or
 * the proxies' addresses and ranges (`127.0.0.1`, `10.0.0.0/8`, `uniquelocal`…), so the client
 * address is the first one from the right that is not a proxy, whatever a client sends
 * (docs/decisions/031-safe-defaults.md).
 */
export const trustProxyFromEnv = z.string().transform((value, ctx): boolean | string[] => {
  const trimmed = value.trim();
  if (['false', '0', ''].includes(trimmed)) return false;
  if (['true', '1'].includes(trimmed)) return true;
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, or addresses and ranges of the proxies (not ${wrong.join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
});
