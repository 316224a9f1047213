import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFoundError } from './file-store';
import { createS3FileStore } from './s3-file-store';

/** ListObjectsV2 of one bucket, two keys a page, so the adapter has to follow the pages. */
function listObjects(objects: Map<string, Buffer>, bucketPath: string, query: URLSearchParams) {
  const bucketPrefix = `${bucketPath.replace(/\/+$/, '')}/`;
  const keys = [...objects.keys()]
    .filter((path) => path.startsWith(bucketPrefix))
    .map((path) => path.slice(bucketPrefix.length))
    .filter((key) => key.startsWith(query.get('prefix') ?? ''))
    .sort();
  const start = Number(query.get('continuation-token') ?? 0);
  const page = keys.slice(start, start + 2);
  const truncated = start + 2 < keys.length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult>',
    `<KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>`,
    truncated ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : '',
    ...page.map((key) => `<Contents><Key>${key}</Key><Size>1</Size></Contents>`),
    '</ListBucketResult>',
  ].join('');
}

/**
 * The smallest S3 the SDK will talk to (path style: PUT, GET, HEAD, DELETE on /bucket/key), so
 * the adapter is tested over real HTTP and real request signing without MinIO.
 */
function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; path: string; authorization: string }[] = [];
  const server = http.createServer((request, response) => {
    void (async () => {
      const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      requests.push({
        method: request.method ?? '',
        path: key,
        authorization: request.headers.authorization ?? '',
      });
      const body = await buffer(request);
      const query = new URL(request.url ?? '/', 'http://s3').searchParams;
      if (request.method === 'GET' && query.get('list-type') === '2') {
        return response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(listObjects(objects, key, query));
      }
      const stored = objects.get(key);
      if (request.method === 'PUT') {
        objects.set(key, body);
        return response.writeHead(200, { etag: '"e"' }).end();
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return response.writeHead(204).end();
      }
      if (!stored) {
        const notFound =
          '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>';
        return response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(request.method === 'HEAD' ? undefined : notFound);
      }
      response.writeHead(200, {
        'content-length': stored.length,
        'content-type': 'application/pdf',
      });
      response.end(request.method === 'HEAD' ? undefined : stored);
    })();
  });
  return { server, objects, requests };
}

describe('S3 file store (over HTTP, against a fake S3)', () => {
  const fake = startFakeS3();
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => fake.server.close(resolve)));

  it('puts, gets, checks and deletes objects under the bucket and prefix, signed', async () => {
    const store = createS3FileStore({
      storageUrl: 's3://cv-bucket/prod/uploads',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
    await store.put(
      'cvs/u1/a.pdf',
      Readable.from([Buffer.from('%PDF-'), Buffer.from('stream')]),
      'application/pdf',
    );
    expect(String(fake.objects.get('/cv-bucket/prod/uploads/cvs/u1/a.pdf'))).toBe('%PDF-stream');
    expect(fake.requests[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);

    expect(String(await buffer(await store.get('cvs/u1/a.pdf')))).toBe('%PDF-stream');
    expect(await store.exists('cvs/u1/a.pdf')).toBe(true);
    await store.delete('cvs/u1/a.pdf');
    expect(await store.exists('cvs/u1/a.pdf')).toBe(false);
    await expect(store.get('cvs/u1/a.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('lists every key under its prefix, page after page', async () => {
    const store = createS3FileStore({
      storageUrl: 's3://list-bucket/app',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
    const keys = ['cvs/u1/a.pdf', 'cvs/u1/b.pdf', 'cvs/u2/c.pdf', 'cvs/u3/d.pdf', 'x.pdf'];
    for (const key of keys) await store.put(key, Buffer.from(key));
    fake.objects.set('/list-bucket/other/e.pdf', Buffer.from('outside the prefix'));
    const listed: string[] = [];
    for await (const key of store.keys()) listed.push(key);
    expect(listed.sort()).toEqual(keys);
  });
});
