import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
}

async function waitHealthy(baseUrl: string, deadline: number) {
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${baseUrl} not healthy in time`);
}

let nextPort = 3900 + Math.floor(Math.random() * 500);

/** Starts the built server (apps/api/dist) on its own port and data directory. */
export async function startServer(
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-bench-')),
  env: Record<string, string> = {},
) {
  const port = nextPort++;
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
    stdio: 'ignore',
  });
  await waitHealthy(baseUrl, Date.now() + 60_000);
  const startMs = performance.now() - started;
  return {
    process: child,
    baseUrl,
    startMs,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Resident set size of a process in MB, from /proc. */
export function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
