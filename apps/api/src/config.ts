import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { trustProxyFromEnv } from './config-values';
import {
  accountsConfigShape,
  checkAccountsConfig,
  type PublicUrls,
  resolvePublicUrls,
} from './config-accounts';
import { checkPaymentsConfig, paymentsConfigShape } from './config-payments';
import { storageConfigShape } from './config-storage';
import { checkTestOnlyConfig, testOnlyConfigShape } from './config-test-only';

/** Every environment variable the server reads, parsed once at start (README "Configuration"). */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  CVFORGE_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  WEB_ORIGIN: z
    .string()
    .transform((value) => value.split(',').map((origin) => origin.trim()))
    .pipe(z.array(z.url()))
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** Where users write for help: "Contact Support" on the checkout-success page (GET /api/support). */
  SUPPORT_EMAIL: z.email().default('support@cvforge.app'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  /** Signs access tokens; generated and kept in the database when unset. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Live-event WebSockets are pinged this often; one that misses a pong is dropped. */
  WS_HEARTBEAT_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * SIGTERM/SIGINT: stop taking requests, finish those in flight, close live sockets, let running
   * jobs finish (half of this), then exit; past this many seconds the process exits anyway.
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(20),
  /**
   * A running job's lease (platform/queue/job-queue.ts): a job whose worker died (kill -9, out of
   * memory) is retried within about twice this.
   */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  /** Parse jobs (and parser threads) at once per worker process. */
  PARSE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(os.availableParallelism()),
  /** A CV still processing after this long with no parse job left to finish it is failed. */
  CV_PROCESSING_TIMEOUT_MINUTES: z.coerce.number().positive().default(5),
  /** How often a worker sweeps for such CVs (it also does at start). */
  CV_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * The insight engine: the built-in one unless an OpenAI-compatible chat-completions server is
   * set (OpenAI, Ollama, vLLM…); that one falls back to the built-in engine on any failure.
   */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  ...accountsConfigShape,
  ...storageConfigShape,
  ...paymentsConfigShape,
  ...testOnlyConfigShape,
});
/** The parsed environment, with the public URLs resolved from PORT when unset. */
export type Config = z.infer<typeof configSchema> & PublicUrls;

function checkAiConfig(
  config: { AI_BASE_URL?: string | undefined; AI_MODEL?: string | undefined },
  context: z.RefinementCtx,
) {
  if (config.AI_BASE_URL && !config.AI_MODEL)
    context.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'required with AI_BASE_URL' });
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema
    .superRefine(checkAccountsConfig)
    .superRefine(checkPaymentsConfig)
    .superRefine(checkAiConfig)
    .superRefine(checkTestOnlyConfig)
    .safeParse(blankToUndefined);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return {
    ...result.data,
    ...resolvePublicUrls(result.data),
    DATA_DIR: path.resolve(result.data.DATA_DIR),
  };
}
