import {
  errorEnvelopeSchema,
  JOB_DESCRIPTION_MAX_CHARS,
  JOB_IMPORT_ERRORS,
  processJobUrlResponseSchema,
} from '@cvforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { html, type JobPageServer, startJobPageServer } from '../../testing/job-page-server';
import { registerTestUser } from '../../testing/register-test-user';
import { JOB_IMPORT_RATE_LIMIT } from './job-description.routes';

const ANTI_BOT = 'Large job boards may fail because of anti-bot protection';

let app: TestApp;
let boards: JobPageServer;

beforeAll(async () => {
  boards = await startJobPageServer({
    '/posting': html(
      `<script type="application/ld+json">${JSON.stringify({
        '@type': 'JobPosting',
        title: 'Site Reliability Engineer',
        hiringOrganization: { name: 'Umbrella' },
        description: `<p>Keep things running.</p><ul><li>On-call</li></ul><p>${'Lots of detail. '.repeat(4000)}</p>`,
      })}</script>`,
    ),
    '/empty': html('<html><body><p>Loading…</p></body></html>'),
    '/pdf': html('%PDF-1.4', { 'content-type': 'application/pdf' }),
    '/forbidden': (_request, response) => response.writeHead(403).end('Are you a robot?'),
  });
  app = await buildTestApp({ env: { JOB_IMPORT_ALLOW_HOSTS: boards.host } });
});
afterAll(async () => {
  await app.teardown();
  await boards.close();
});

async function processUrl(url: string, authorization?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/job-description/process',
    headers: authorization ? { authorization } : {},
    payload: { url },
  });
}

describe('POST /job-description/process', () => {
  it('needs a signed-in user', async () => {
    const res = await processUrl(boards.url('/posting'));
    expect(res.statusCode).toBe(401);
  });

  it('answers the posting: company, title and the description as text, capped', async () => {
    const { authorization } = await registerTestUser(app);
    const res = await processUrl(boards.url('/posting'), authorization);
    expect(res.statusCode).toBe(200);
    const { data } = processJobUrlResponseSchema.parse(res.json());
    expect(data.company_name).toBe('Umbrella');
    expect(data.job_title).toBe('Site Reliability Engineer');
    expect(
      data.description.startsWith('Keep things running.\n\n• On-call\n\nLots of detail.'),
    ).toBe(true);
    expect(data.description.length).toBeLessThanOrEqual(JOB_DESCRIPTION_MAX_CHARS);
    expect(data.description.length).toBeGreaterThan(JOB_DESCRIPTION_MAX_CHARS - 20);
  });

  it.each([
    ['/empty', JOB_IMPORT_ERRORS.no_posting],
    ['/pdf', JOB_IMPORT_ERRORS.unsupported_type],
    ['/forbidden', JOB_IMPORT_ERRORS.http_status(403)],
  ])('answers 422 with what went wrong for %s', async (path, message) => {
    const { authorization } = await registerTestUser(app);
    const res = await processUrl(boards.url(path), authorization);
    expect(res.statusCode).toBe(422);
    expect(errorEnvelopeSchema.parse(res.json()).message).toBe(message);
  });

  it('says why a posting could not be read, anti-bot protection included', () => {
    expect(JOB_IMPORT_ERRORS.no_posting).toBe(
      'We could not read a job posting at that address. Large job boards may fail because of anti-bot protection; paste the description instead.',
    );
    expect(JOB_IMPORT_ERRORS.http_status(403)).toContain(ANTI_BOT);
    expect(JOB_IMPORT_ERRORS.timeout).toContain(ANTI_BOT);
  });

  it.each([
    `http://127.0.0.1:1/`,
    'http://[::1]/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/',
    'http://localhost/',
  ])('refuses %s with 400 and a message that tells nothing of the network', async (url) => {
    const { authorization } = await registerTestUser(app);
    const res = await processUrl(url, authorization);
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message: JOB_IMPORT_ERRORS.blocked });
    expect(JSON.stringify(body)).not.toMatch(/127\.|::1|10\.0|169\.254|localhost|private/i);
  });

  it('refuses what is not an http(s) URL', async () => {
    const { authorization } = await registerTestUser(app);
    const res = await processUrl('ftp://example.org/job.txt', authorization);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().detail)).toContain('Please enter a valid http(s) URL');
  });

  it('limits imports per user, not per address', async () => {
    const first = await registerTestUser(app);
    const second = await registerTestUser(app);
    for (let i = 0; i < JOB_IMPORT_RATE_LIMIT.max; i += 1)
      expect((await processUrl('http://10.0.0.1/', first.authorization)).statusCode).toBe(400);
    const limited = await processUrl(boards.url('/posting'), first.authorization);
    expect(limited.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(limited.json()).code).toBe('RATE_LIMITED');
    expect((await processUrl(boards.url('/posting'), second.authorization)).statusCode).toBe(200);
  });

  it('is in the OpenAPI document with its body and answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = res.json().paths['/api/job-description/process']?.post;
    expect(
      operation?.requestBody?.content?.['application/json']?.schema?.properties,
    ).toHaveProperty('url');
    expect(operation?.responses?.['200']).toBeDefined();
  });
});
