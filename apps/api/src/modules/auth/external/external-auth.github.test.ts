import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCallbackUser } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import {
  browserSignIn,
  MOCK_CLIENT_ID,
  MOCK_CLIENT_SECRET,
  type MockOidc,
  startMockOidc,
} from '../../../testing/mock-oidc';

/** GitHub's REST API as far as sign-in reads it: the user and their e-mail addresses. */
function startFakeGithubApi() {
  const state = {
    userId: 4242,
    emails: [{ email: 'octo@example.test', primary: true, verified: true }],
  };
  const seenAuthorization: string[] = [];
  const server = http.createServer((request, response) => {
    seenAuthorization.push(request.headers.authorization ?? '');
    const body =
      request.url === '/user'
        ? {
            id: state.userId,
            login: 'octocat',
            name: 'Mona Lisa Octocat',
            avatar_url: `https://avatars.example/${state.userId}`,
          }
        : request.url === '/user/emails'
          ? state.emails
          : undefined;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { message: 'Not Found' }));
  });
  return new Promise<{
    url: string;
    state: typeof state;
    seenAuthorization: string[];
    stop: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        state,
        seenAuthorization,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

describe('GitHub sign-in (OAuth 2 with PKCE, e-mail from the REST API)', () => {
  let app: TestApp;
  let oauth: MockOidc;
  let api: Awaited<ReturnType<typeof startFakeGithubApi>>;
  beforeAll(async () => {
    [oauth, api] = await Promise.all([startMockOidc(), startFakeGithubApi()]);
    app = await buildTestApp({
      env: {
        PUBLIC_URL: 'http://app.test',
        GITHUB_CLIENT_ID: MOCK_CLIENT_ID,
        GITHUB_CLIENT_SECRET: MOCK_CLIENT_SECRET,
        GITHUB_AUTHORIZATION_URL: `${oauth.issuer}/authorize`,
        GITHUB_TOKEN_URL: `${oauth.issuer}/token`,
        GITHUB_API_URL: api.url,
      },
    });
  });
  afterAll(async () => {
    await app.teardown();
    await Promise.all([oauth.stop(), api.stop()]);
  });

  it('signs in with the primary verified e-mail and the GitHub profile', async () => {
    const { start, landing } = await browserSignIn(app, 'github');
    const authorize = new URL(String(start.headers.location));
    expect(authorize.searchParams.get('scope')).toBe('read:user user:email');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(landing.searchParams.get('provider')).toBe('github');
    expect(decodeCallbackUser(landing.searchParams.get('user') ?? '')).toMatchObject({
      email: 'octo@example.test',
      first_name: 'Mona',
      last_name: 'Lisa Octocat',
      avatar_url: 'https://avatars.example/4242',
    });
    expect(api.seenAuthorization.every((value) => value.startsWith('Bearer '))).toBe(true);
  });

  it('refuses a new account without a verified e-mail', async () => {
    api.state.userId = 5151;
    api.state.emails = [{ email: 'other@example.test', primary: true, verified: false }];
    const { landing } = await browserSignIn(app, 'github');
    expect(landing.searchParams.get('error')).toBe('email_not_verified');
    expect(landing.searchParams.get('message')).toBe(
      'GitHub did not confirm an e-mail address for this account, so we cannot sign you in with it.',
    );
  });
});
