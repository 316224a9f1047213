import { z } from 'zod';
import { booleanFromEnv } from './config-values';

/**
 * TEST ONLY (README "Configuration"): settings the browser journeys and benches need, each
 * refused when NODE_ENV=production (docs/decisions/031-safe-defaults.md).
 */
export const testOnlyConfigShape = {
  /**
   * `host:port` pairs the job import may fetch although they are not public addresses, so the
   * browser journeys can serve postings from a loopback server. In production it would open the
   * server's own network to its users.
   */
  JOB_IMPORT_ALLOW_HOSTS: z
    .string()
    .transform((value) => value.split(',').map((host) => host.trim()))
    .pipe(z.array(z.string().regex(/^(\[[0-9a-f:.]+\]|[\w.-]+):\d+$/i, 'must be host:port')))
    .optional(),
  /** Test-only routes for the browser journeys (modules/test-hooks). */
  CVFORGE_TEST_HOOKS: booleanFromEnv.default(false),
};

export function checkTestOnlyConfig(
  env: {
    NODE_ENV: string;
    JOB_IMPORT_ALLOW_HOSTS?: string[] | undefined;
    CVFORGE_TEST_HOOKS: boolean;
  },
  ctx: z.RefinementCtx,
) {
  if (env.NODE_ENV !== 'production') return;
  const set = {
    JOB_IMPORT_ALLOW_HOSTS: Boolean(env.JOB_IMPORT_ALLOW_HOSTS?.length),
    CVFORGE_TEST_HOOKS: env.CVFORGE_TEST_HOOKS,
  };
  for (const [name, isSet] of Object.entries(set)) {
    if (isSet)
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'is for tests only and is refused when NODE_ENV=production',
      });
  }
}
