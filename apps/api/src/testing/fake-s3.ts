import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

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

export interface FakeS3 {
  /** The S3_ENDPOINT to give the app (path style: S3_FORCE_PATH_STYLE=true). */
  endpoint: string;
  /** The environment that makes an app process keep its files in this store. */
  storageEnv: Record<string, string>;
  /** Stored objects by `/bucket/key`. */
  objects: Map<string, Buffer>;
  /** Every request, in the order it arrived. */
  requests: { method: string; path: string; authorization: string }[];
  /**
   * While set, a read of an object (GET) is answered only once this settles: the reader is held
   * mid-read for as long as a test needs it there.
   */
  holdReads: Promise<unknown> | undefined;
  close(): Promise<void>;
}

/**
 * The smallest S3 the SDK will talk to (path style: PUT, GET, HEAD, DELETE on /bucket/key, and
 * ListObjectsV2), over real HTTP with real request signing, on a free port of 127.0.0.1.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const { objects, requests } = fake;
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
      if (request.method === 'GET') await fake.holdReads;
      if (response.destroyed) return; // the reader is gone (its process was killed)
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakeS3 = {
    endpoint,
    storageEnv: {
      STORAGE_URL: 's3://cvforge/files',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    },
    objects: new Map(),
    requests: [],
    holdReads: undefined,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
