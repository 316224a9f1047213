import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configSchema, loadConfig } from './config';

/**
 * The deployment recipe (Dockerfile, compose.yaml, deploy/Caddyfile) checked without docker:
 * the services README "Run it for many users" names, their ports, and every variable against the
 * config schema, so a renamed variable or a moved port fails here and not on someone's server.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
}

/** What `docker compose up` would be given: the secrets the file requires, nothing else. */
const OPERATOR_ENV: Record<string, string> = {
  POSTGRES_PASSWORD: 'pg-secret',
  JWT_SECRET: 'j'.repeat(32),
  S3_ACCESS_KEY_ID: 'cvforge',
  S3_SECRET_ACCESS_KEY: 's3-secret-key',
};

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME:?error}. */
function interpolate(value: string, env: Record<string, string>, required: Set<string>) {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_, name: string, op?: string, arg = '') => {
      const set = env[name];
      if (op === '?') {
        required.add(name);
        if (!set) throw new Error(`${name} is required: ${arg}`);
      }
      return set || (op === '-' ? arg : '');
    },
  );
}

function loadCompose(env: Record<string, string>) {
  const required = new Set<string>();
  const raw = parse(read('compose.yaml'), { merge: true }) as Record<string, unknown>;
  const text = JSON.stringify(raw, (_, value: unknown) =>
    typeof value === 'string' ? interpolate(value, env, required) : value,
  );
  const compose = JSON.parse(text) as { services: Record<string, ComposeService> };
  return { services: compose.services, required };
}

/** The Dockerfile's instructions by stage, continuation lines joined. */
function dockerfileStages() {
  const lines = read('Dockerfile')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trimStart().startsWith('#'));
  const stages: { from: string; name?: string; instructions: string[] }[] = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.trim().split(/\s+/);
    if (keyword === 'FROM') {
      const [from = '', , name] = rest;
      stages.push({ from, ...(name ? { name } : {}), instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(`${keyword} ${rest.join(' ')}`);
    }
  }
  return stages;
}

const SECRET_NAME = /SECRET|PASSWORD|_KEY|TOKEN|DATABASE_URL/;

describe('compose.yaml', () => {
  const { services, required } = loadCompose(OPERATOR_ENV);
  const cvforge = Object.entries(services).filter(([, s]) => s.image === 'cvforge:latest');
  const byRole = (role: string) =>
    cvforge.filter(([, s]) => s.environment?.CVFORGE_ROLE === role).map(([name]) => name);

  it('runs PostgreSQL, MinIO, two API processes, one worker and a reverse proxy', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'minio', 'proxy']));
    expect(byRole('api')).toHaveLength(2);
    expect(byRole('worker')).toHaveLength(1);
    expect(cvforge).toHaveLength(3);
    // One of them builds the image the others run.
    expect(cvforge.filter(([, s]) => s.build !== undefined)).toHaveLength(1);
  });

  it('gives every cvforge process a configuration the server accepts', () => {
    const schemaKeys = Object.keys(configSchema.shape);
    for (const [name, service] of cvforge) {
      const environment = service.environment ?? {};
      const unknown = Object.keys(environment).filter((key) => !schemaKeys.includes(key));
      expect(unknown, `${name} sets variables the server never reads`).toEqual([]);
      const config = loadConfig(environment);
      expect(config).toMatchObject({
        TRUST_PROXY: ['uniquelocal'],
        STORAGE_URL: expect.stringMatching(/^s3:\/\//),
        S3_FORCE_PATH_STYLE: true,
      });
      expect(config.DATABASE_URL).toMatch(
        /^postgres:\/\/cvforge:pg-secret@postgres:5432\/cvforge$/,
      );
    }
  });

  it('takes every secret from the environment and refuses to start without one', () => {
    expect([...required].sort()).toEqual(Object.keys(OPERATOR_ENV).sort());
    for (const name of Object.keys(OPERATOR_ENV)) {
      const { [name]: _missing, ...rest } = OPERATOR_ENV;
      expect(() => loadCompose(rest)).toThrow(`${name} is required`);
    }
    // Nothing secret is written in the file itself: each such value is a ${…} reference.
    const raw = parse(read('compose.yaml'), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    for (const service of Object.values(raw.services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (SECRET_NAME.test(key)) expect(value, key).toContain('${');
      }
    }
  });

  it('points the processes at the services by their names and ports', () => {
    const [, worker] = cvforge.find(([name]) => byRole('worker').includes(name)) ?? [];
    const env = worker?.environment ?? {};
    expect(new URL(env.S3_ENDPOINT ?? '').host).toBe('minio:9000');
    expect(services.minio?.command).toEqual(['server', '/data']); // MinIO's S3 API is on 9000
    expect(services['minio-bucket']?.command?.at(-1)).toBe(
      `store/${new URL(env.STORAGE_URL ?? '').host}`,
    );
    expect(services.postgres?.environment).toMatchObject({
      POSTGRES_USER: 'cvforge',
      POSTGRES_DB: 'cvforge',
      POSTGRES_PASSWORD: 'pg-secret',
    });
  });

  it('gives each process longer to stop than its own shutdown bound', () => {
    for (const [name, service] of cvforge) {
      const bound = loadConfig(service.environment ?? {}).SHUTDOWN_TIMEOUT_SECONDS;
      expect(Number.parseInt(service.stop_grace_period ?? '10s'), name).toBeGreaterThan(bound);
    }
  });

  it('starts the worker first (it migrates), then the APIs, then the proxy', () => {
    expect(services.worker?.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      'minio-bucket': { condition: 'service_completed_successfully' },
    });
    for (const api of byRole('api')) {
      expect(services[api]?.depends_on).toEqual({ worker: { condition: 'service_healthy' } });
    }
    expect(Object.keys(services.proxy?.depends_on ?? {}).sort()).toEqual(byRole('api').sort());
  });

  it('publishes only the proxy, whose Caddyfile balances over both APIs on their port', () => {
    const published = Object.entries(services).filter(([, s]) => s.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    expect(services.proxy?.ports).toEqual(['8080:80']);
    expect(services.proxy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');

    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/^:80 \{/m);
    const upstreams = /reverse_proxy ([^{\n]+)/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    const apiPort = loadConfig(services[byRole('api')[0] ?? '']?.environment ?? {}).PORT;
    expect(upstreams?.sort()).toEqual(
      byRole('api')
        .map((name) => `${name}:${apiPort}`)
        .sort(),
    );
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
    expect(caddyfile).toMatch(/respond \/api\/metrics 404/);
  });
});

describe('Dockerfile', () => {
  const stages = dockerfileStages();
  const final = stages.at(-1);
  const finalText = final?.instructions.join('\n') ?? '';

  it('builds in one stage and runs from another with production dependencies only', () => {
    expect(stages.map((s) => s.name)).toEqual(['manifests', 'build', 'runtime']);
    expect(stages.find((s) => s.name === 'build')?.instructions).toContain('RUN npm run build');
    expect(final?.from).toBe('manifests');
    expect(finalText).toMatch(/^RUN npm ci --omit=dev\b/m);
    // The final stage takes the build's output, not its node_modules.
    const copied = final?.instructions.filter((i) => i.startsWith('COPY --from=build')) ?? [];
    expect(copied.map((i) => i.split(' ')[2])).toEqual([
      '/app/apps/api/dist',
      '/app/apps/api/drizzle',
      '/app/apps/web/dist',
    ]);
  });

  it('copies the manifest of every workspace, so npm ci matches the lock file', () => {
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    const workspaceDirs = workspaces.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? fs
            .readdirSync(path.join(repoRoot, pattern.slice(0, -2)))
            .map((dir) => `${pattern.slice(0, -2)}/${dir}`)
        : [pattern],
    );
    const manifests = stages[0]?.instructions.filter((i) => i.startsWith('COPY ')) ?? [];
    for (const dir of workspaceDirs) {
      if (!fs.existsSync(path.join(repoRoot, dir, 'package.json'))) continue;
      expect(manifests).toContain(`COPY ${dir}/package.json ${dir}/`);
    }
  });

  it('runs as the unprivileged node user, on the configured port, with a health check', () => {
    expect(finalText).toMatch(/^USER node$/m);
    expect(finalText).toMatch(/^ENV NODE_ENV=production PORT=3000 DATA_DIR=\/data$/m);
    expect(finalText).toMatch(/^EXPOSE 3000$/m);
    expect(finalText).toMatch(/^HEALTHCHECK .*\/api\/health/m);
    expect(finalText).toMatch(/^CMD \["node", "apps\/api\/dist\/main\.js"\]$/m);
    // The port the image exposes is the one compose.yaml's processes and proxy use.
    const { services } = loadCompose(OPERATOR_ENV);
    expect(services['api-1']?.environment?.PORT).toBe('3000');
  });

  it('leaves local state and dependencies out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data', '.env']));
  });
});
