import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/api/src/testing/processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  dataDir: string;
  stop(): Promise<void>;
}

async function waitHealthy(baseUrl: string, child: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${baseUrl} exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${baseUrl} not healthy in time`);
}

/** The sign-in rate limits would answer 429 after a few attempts; a bench lifts them. */
export const LIFTED_AUTH_RATE_LIMITS = {
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
};

/**
 * Starts the built server (apps/api/dist) on its own port and data directory; its output goes
 * to `logFile` when given, else nowhere.
 */
export async function startServer(
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-bench-')),
  env: Record<string, string> = {},
  logFile?: string,
): Promise<RunningServer> {
  const output = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('node', [path.join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  if (typeof output === 'number') fs.closeSync(output);
  await waitHealthy(baseUrl, child, Date.now() + 60_000);
  const startMs = performance.now() - started;
  return {
    process: child,
    baseUrl,
    startMs,
    dataDir,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident set size of a process in MB, from /proc. */
export function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
