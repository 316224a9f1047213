import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OAuth2Server } from 'oauth2-mock-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A real local OpenID Connect provider playing Google for the sign-in journey. */
async function startMockProvider() {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) =>
    Object.assign(token.payload, {
      sub: 'e2e-google-user',
      email: 'grace@example.test',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    }),
  );
  return provider;
}

/** A job posting as a careers page publishes it: schema.org JobPosting in JSON-LD. */
const JOB_POSTING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Data Platform Engineer – Contoso Analytics</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Data Platform Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Contoso Analytics' },
  description:
    '<p>Contoso Analytics is hiring a Data Platform Engineer to build reliable batch and streaming pipelines.</p>' +
    '<ul><li>Design data pipelines in Python and SQL</li><li>Run PostgreSQL and Kafka in production</li>' +
    '<li>Automate testing and deployment with CI/CD</li></ul>',
  datePosted: '2026-11-01',
})}</script></head><body><h1>Data Platform Engineer</h1><p>Apply today.</p></body></html>`;

/** A loopback "job board" for the job-import journey (the server may fetch it by its allow-list). */
async function startJobBoard() {
  const board = http.createServer((request, response) => {
    if (request.url !== '/jobs/data-platform-engineer') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(JOB_POSTING_PAGE);
  });
  await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
  const { port } = board.address() as net.AddressInfo;
  return { board, host: `127.0.0.1:${port}` };
}

/**
 * Starts the production build on a free port with a fresh data directory, the test hooks on,
 * Google sign-in pointed at a local OIDC server and the job import allowed to fetch the loopback
 * job board; the tests read E2E_BASE_URL and E2E_JOB_POSTING_URL.
 */
export default async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-e2e-'));
  const provider = await startMockProvider();
  const jobBoard = await startJobBoard();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn('node', [path.join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      CVFORGE_TEST_HOOKS: 'true',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      GOOGLE_CLIENT_ID: 'cvforge-e2e',
      GOOGLE_CLIENT_SECRET: 'cvforge-e2e-secret',
      GOOGLE_ISSUER: provider.issuer.url ?? '',
      JOB_IMPORT_ALLOW_HOSTS: jobBoard.host,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_JOB_POSTING_URL = `http://${jobBoard.host}/jobs/data-platform-engineer`;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await provider.stop();
    await new Promise((resolve) => jobBoard.board.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
