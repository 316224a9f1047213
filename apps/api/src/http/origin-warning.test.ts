import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { capturedLog } from '../testing/captured-log';

const PUBLIC_URL = 'http://localhost:3000';

describe('requests on another origin than PUBLIC_URL', () => {
  let app: TestApp;
  const log = capturedLog('warn');
  beforeAll(async () => {
    app = await buildTestApp({ env: { PUBLIC_URL }, logger: log.logger });
  });
  afterAll(() => app.teardown());

  const browserGet = (host: string) =>
    app.inject({
      method: 'GET',
      url: '/api/plans',
      headers: { host, 'sec-fetch-mode': 'cors' },
    });
  const warnings = () => log.lines.filter((line) => line.msg.includes('not at PUBLIC_URL'));

  it('warns once per host a browser uses, never for PUBLIC_URL itself or for probes', async () => {
    await browserGet('localhost:3000');
    await app.inject({ method: 'GET', url: '/api/health', headers: { host: '10.0.0.5:3000' } });
    expect(warnings()).toEqual([]);

    await browserGet('127.0.0.1:3000');
    await browserGet('127.0.0.1:3000');
    await browserGet('192.168.1.20:3000');
    expect(warnings().map((line) => line.host)).toEqual(['127.0.0.1:3000', '192.168.1.20:3000']);
    expect(warnings()[0]!.msg).toBe(
      'requests arrive at 127.0.0.1:3000, not at PUBLIC_URL (http://localhost:3000): payment ' +
        'returns and e-mail links lead to PUBLIC_URL, where browsers using this address are ' +
        'signed out. Open the app at PUBLIC_URL, or set PUBLIC_URL to the address people use.',
    );
  });
});
