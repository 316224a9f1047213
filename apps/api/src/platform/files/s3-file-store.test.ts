import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../testing/fake-s3';
import { FileNotFoundError } from './file-store';
import { createS3FileStore } from './s3-file-store';

describe('S3 file store (over HTTP, against a fake S3)', () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(() => fake.close());

  it('puts, gets, checks and deletes objects under the bucket and prefix, signed', async () => {
    const store = createS3FileStore({
      storageUrl: 's3://cv-bucket/prod/uploads',
      endpoint: fake.endpoint,
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
      endpoint: fake.endpoint,
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
