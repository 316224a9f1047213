import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  html,
  type JobPageServer,
  redirectTo,
  startJobPageServer,
} from '../../testing/job-page-server';
import { type FetchPageOptions, fetchPage, type Resolver } from './fetch-page';

let server: JobPageServer;
let allowed: FetchPageOptions;

beforeAll(async () => {
  server = await startJobPageServer();
  allowed = { allowHosts: [server.host] };
});
afterAll(() => server.close());

/** The failure reason of a fetch that must fail. */
async function failure(url: string, options: FetchPageOptions = allowed) {
  try {
    await fetchPage(new URL(url), options);
  } catch (error) {
    return (error as { reason?: string }).reason ?? String(error);
  }
  throw new Error(`${url} was fetched`);
}

function requestsTo(path: string) {
  return server.requests.filter((request) => request.path === path).length;
}

describe('fetchPage through the test allow-list', () => {
  it('reads an HTML page and decodes its declared legacy charset', async () => {
    // "Café – €5" in windows-1252, declared only in the page's <meta>.
    const bytes = Buffer.concat([
      Buffer.from('<meta charset="windows-1252"><p>Caf'),
      Buffer.from([0xe9, 0x20, 0x96, 0x20, 0x80]),
      Buffer.from('5</p>'),
    ]);
    server.pages['/cp1252'] = (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(bytes);
    const page = await fetchPage(new URL(server.url('/cp1252')), allowed);
    expect(page.isHtml).toBe(true);
    expect(page.text).toContain('Café – €5');
  });

  it('decodes gzip and the charset of the Content-Type header (text/plain)', async () => {
    server.pages['/latin1.txt'] = (_request, response) =>
      response
        .writeHead(200, {
          'content-type': 'text/plain; charset=ISO-8859-1',
          'content-encoding': 'gzip',
        })
        .end(zlib.gzipSync(Buffer.from([0x4e, 0x69, 0xf1, 0x6f])));
    const page = await fetchPage(new URL(server.url('/latin1.txt')), allowed);
    expect(page).toMatchObject({ isHtml: false, text: 'Niño' });
  });

  it('accepts application/xhtml+xml and refuses other types without reading them', async () => {
    server.pages['/page.xhtml'] = html('<p>ok</p>', { 'content-type': 'application/xhtml+xml' });
    server.pages['/file.pdf'] = html('%PDF-1.7', { 'content-type': 'application/pdf' });
    server.pages['/untyped'] = (_request, response) => response.writeHead(200).end('<p>x</p>');
    expect((await fetchPage(new URL(server.url('/page.xhtml')), allowed)).text).toBe('<p>ok</p>');
    expect(await failure(server.url('/file.pdf'))).toBe('unsupported_type');
    expect(await failure(server.url('/untyped'))).toBe('unsupported_type');
  });

  it('refuses a body over the cap, whether or not it declares its length', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024 + 1);
    server.pages['/big-declared'] = html(big);
    let sent = 0;
    server.pages['/big-chunked'] = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      // Chunked with no length: the fetcher must stop reading, not wait for the end.
      const timer = setInterval(() => {
        sent += 64 * 1024;
        if (!response.write('y'.repeat(64 * 1024)) && sent > 50 * 1024 * 1024) response.end();
      }, 1);
      response.on('close', () => clearInterval(timer));
    };
    expect(await failure(server.url('/big-declared'))).toBe('too_large');
    expect(await failure(server.url('/big-chunked'))).toBe('too_large');
    expect(sent).toBeLessThan(10 * 1024 * 1024);
    // Exactly at the cap is fine.
    server.pages['/at-cap'] = html('z'.repeat(2 * 1024 * 1024));
    expect((await fetchPage(new URL(server.url('/at-cap')), allowed)).text).toHaveLength(
      2 * 1024 * 1024,
    );
  });

  it('gives up on a slow server at the deadline', async () => {
    server.pages['/slow'] = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<p>starting');
    };
    const started = Date.now();
    expect(await failure(server.url('/slow'), { ...allowed, timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('follows three redirects and refuses the fourth', async () => {
    server.pages['/final'] = html('<p>final</p>');
    for (const n of [1, 2, 3, 4]) server.pages[`/hop${n}`] = redirectTo(`/hop${n - 1}`);
    server.pages['/hop0'] = redirectTo('/final', 301);
    const page = await fetchPage(new URL(server.url('/hop2')), allowed);
    expect(page.text).toBe('<p>final</p>');
    expect(page.url.pathname).toBe('/final');
    const before = requestsTo('/final');
    expect(await failure(server.url('/hop3'))).toBe('too_many_redirects');
    expect(requestsTo('/final')).toBe(before);
  });

  it('answers a failing status as such', async () => {
    server.pages['/denied'] = (_request, response) => response.writeHead(403).end('bot?');
    await expect(fetchPage(new URL(server.url('/denied')), allowed)).rejects.toMatchObject({
      reason: 'http_status',
      info: { status: 403 },
    });
  });
});

describe('fetchPage refuses private addresses (no allow-list)', () => {
  it.each(['127.0.0.1', '[::1]', '10.0.0.1', '169.254.169.254', '[::ffff:127.0.0.1]'])(
    'refuses http://%s before connecting',
    async (host) => {
      const port = host.includes('127.0.0.1') || host === '[::1]' ? `:${server.port}` : '';
      const count = server.requests.length;
      expect(await failure(`http://${host}${port}/secret`, {})).toBe('blocked');
      expect(server.requests.length).toBe(count);
    },
  );

  it.each([
    '127.0.0.1:{port}',
    '[::1]:{port}',
    '10.0.0.1',
    '169.254.169.254/latest/meta-data/',
    '[::ffff:127.0.0.1]:{port}',
    '[::ffff:7f00:1]:{port}',
    'localhost:{port}',
  ])('refuses a redirect to http://%s', async (target) => {
    const location = `http://${target.replace('{port}', String(server.port))}`;
    server.pages['/secret'] = html('<p>internal</p>');
    // A second server, the only allow-listed one, redirects to the first: the redirect's target
    // is checked like any other URL.
    const redirector = await startJobPageServer({ '/to-private': redirectTo(location) });
    const secretHits = requestsTo('/secret');
    try {
      const onlyFirstHop = { allowHosts: [redirector.host] };
      expect(await failure(redirector.url('/to-private'), onlyFirstHop)).toBe('blocked');
      expect(redirector.requests).toHaveLength(1);
    } finally {
      await redirector.close();
    }
    expect(requestsTo('/secret')).toBe(secretHits);
  });

  it('refuses a host name that resolves to loopback (system resolver: localhost)', async () => {
    const count = server.requests.length;
    expect(await failure(`http://localhost:${server.port}/`, {})).toBe('blocked');
    expect(server.requests.length).toBe(count);
  });

  it.each([
    [['10.0.0.1']],
    [['169.254.169.254']],
    [['::ffff:127.0.0.1']],
    [['fd00:ec2::254']],
    // A public answer does not excuse a private one beside it.
    [['93.184.215.14', '127.0.0.1']],
  ])('refuses a host name resolving to %j', async (addresses) => {
    const resolve: Resolver = async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    const count = server.requests.length;
    expect(await failure(`http://jobs.example.test:${server.port}/`, { resolve })).toBe('blocked');
    expect(server.requests.length).toBe(count);
  });

  it('connects to the checked address only: a second DNS answer is never asked for', async () => {
    // DNS rebinding: the first answer is public, any later one points at our loopback server.
    let lookups = 0;
    const resolve: Resolver = async () => {
      lookups += 1;
      return [
        lookups === 1 ? { address: '192.88.98.1', family: 4 } : { address: '127.0.0.1', family: 4 },
      ];
    };
    server.pages['/rebind'] = html('<p>internal</p>');
    const reason = await failure(`http://rebind.example.test:${server.port}/rebind`, {
      resolve,
      timeoutMs: 500,
    });
    expect(['unreachable', 'timeout']).toContain(reason);
    expect(lookups).toBe(1);
    expect(requestsTo('/rebind')).toBe(0);
  });

  it('sends the request to the pinned address with the name in the Host header', async () => {
    let lookups = 0;
    const resolve: Resolver = async () => {
      lookups += 1;
      return [{ address: lookups === 1 ? '127.0.0.1' : '10.255.255.1', family: 4 }];
    };
    server.pages['/pinned'] = html('<p>pinned</p>');
    const page = await fetchPage(new URL(`http://board.example.test:${server.port}/pinned`), {
      resolve,
      allowHosts: [`board.example.test:${server.port}`],
    });
    expect(page.text).toBe('<p>pinned</p>');
    expect(lookups).toBe(1);
    expect(server.requests.at(-1)).toEqual({
      path: '/pinned',
      host: `board.example.test:${server.port}`,
    });
  });

  it('refuses non-http(s) schemes and unknown hosts', async () => {
    expect(await failure('file:///etc/passwd', {})).toBe('blocked');
    const resolve: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await failure('https://no-such-board.example.test/', { resolve })).toBe('not_found');
  });
});
