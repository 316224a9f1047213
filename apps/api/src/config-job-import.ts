import { z } from 'zod';

/**
 * TEST ONLY (README "Configuration"): `host:port` pairs the job import may fetch although they
 * are not public addresses, so the browser journeys can serve postings from a loopback server.
 * Refused when NODE_ENV=production: it would open the server's own network to its users.
 */
export const jobImportConfigShape = {
  JOB_IMPORT_ALLOW_HOSTS: z
    .string()
    .transform((value) => value.split(',').map((host) => host.trim()))
    .pipe(z.array(z.string().regex(/^(\[[0-9a-f:.]+\]|[\w.-]+):\d+$/i, 'must be host:port')))
    .optional(),
};

export function checkJobImportConfig(
  env: { NODE_ENV: string; JOB_IMPORT_ALLOW_HOSTS?: string[] | undefined },
  ctx: z.RefinementCtx,
) {
  if (env.NODE_ENV === 'production' && env.JOB_IMPORT_ALLOW_HOSTS?.length)
    ctx.addIssue({
      code: 'custom',
      path: ['JOB_IMPORT_ALLOW_HOSTS'],
      message: 'is for tests only and is refused when NODE_ENV=production',
    });
}
