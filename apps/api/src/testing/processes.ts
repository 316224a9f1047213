import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server as real processes (src/main.ts), started by a test the way compose.yaml runs them:
 * one CVFORGE_ROLE each, on a database and a file store the test provides.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it wrote to stdout and stderr, to show when it fails. */
  output: string[];
}

export async function startProcess(
  role: 'api' | 'worker',
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, CVFORGE_ROLE: role, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  return { child, url: `http://127.0.0.1:${port}`, output };
}

/** Waits until the process answers /api/ready; throws with its output if it exits first. */
export async function untilReady({ child, url, output }: ServerProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited: ${output.join('')}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function signalAndWait({ child }: ServerProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill(signal);
  return exited;
}

/** SIGTERM, a graceful stop; resolves with the exit code once the process exited. */
export const stop = (server: ServerProcess) => signalAndWait(server, 'SIGTERM');

/** SIGKILL (`kill -9`): no clean-up at all; resolves once the process is gone. */
export const kill = (server: ServerProcess) => signalAndWait(server, 'SIGKILL');

export const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

/** Registers a new user over HTTP; resolves with the access token. */
export async function registerOver(url: string, email: string) {
  const registered = await json<{ data: { access_token: string } }>(
    fetch(`${url}/api/auth/internal/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'correct horse battery',
        first_name: 'Ada',
        last_name: 'Scale',
      }),
    }),
  );
  return registered.data.access_token;
}
