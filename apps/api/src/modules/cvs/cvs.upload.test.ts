import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, uploadCvResponseSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/test-users';
import { setUploadLimit, uploadCv } from '../../testing/cv-uploads';
import { pngBytes, sampleCvPdf } from '../../testing/pdf-fixtures';
import { storedFiles } from '../../testing/stored-files';

/** A body that starts like a PDF and is `size` bytes long. */
const pdfOfSize = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
};

describe('POST /cv upload rules (docs/product.md §C5)', () => {
  let app: TestApp;
  let authorization: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-upload-'));
  const usedUploads = async () => {
    const response = await app.inject({ url: '/api/user-usage/info', headers: { authorization } });
    return response.json<{ data: { usage: { cv_upload: number } } }>().data.usage.cv_upload;
  };

  // The api role only enqueues: these tests are about the request, not the parse job.
  beforeAll(async () => {
    app = await buildTestApp({ env: { CVFORGE_ROLE: 'api', DATA_DIR: dataDir } });
    await setUploadLimit(app, 100);
  });
  beforeEach(async () => ({ authorization } = await createTestUser(app)));
  afterAll(async () => {
    await app.teardown();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts a PDF at once as processing, stores it and counts one upload', async () => {
    const file = sampleCvPdf();
    const response = await uploadCv(app, authorization, {
      file,
      fields: {
        title: '  Jane Doe CV ',
        description: 'Main CV',
        tags: '["backend","remote"]',
        is_default: 'true',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = uploadCvResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({
      fileName: 'jane-doe.pdf',
      status: 'processing',
      fileSize: file.length,
    });
    const detail = await app.inject({ url: `/api/cv/${body.data.id}`, headers: { authorization } });
    expect(detail.json().data).toMatchObject({
      title: 'Jane Doe CV',
      description: 'Main CV',
      tags: ['backend', 'remote'],
      is_default: true,
      type: 'uploaded',
    });
    expect(await usedUploads()).toBe(1);
  });

  it('stores the form fields and file name as cleaned text (no NUL, no lone surrogate)', async () => {
    const response = await uploadCv(app, authorization, {
      fileName: 'jane\u0000-doe\ud800.pdf',
      fields: {
        title: 'Jane\u0000 Doe\u0085 CV',
        description: 'Main\udc00 CV',
        tags: '["back\\u0000end"]',
      },
    });
    expect(response.statusCode).toBe(200);
    const { id, fileName } = uploadCvResponseSchema.parse(response.json()).data;
    expect(fileName).toBe('jane-doe\ufffd.pdf');
    const detail = await app.inject({ url: `/api/cv/${id}`, headers: { authorization } });
    expect(detail.json().data).toMatchObject({
      title: 'Jane Doe CV',
      description: 'Main\ufffd CV',
      tags: ['backend'],
    });
  });

  it.each([
    ['no title', {}, 'CV title is required'],
    ['a blank title', { title: '   ' }, 'CV title is required'],
    ['tags that are not a JSON list', { title: 'CV', tags: '{"a":1}' }, 'expected array'],
  ])(
    'refuses %s with a 400, gives the upload back and keeps no file',
    async (_case, fields, message) => {
      const before = storedFiles(dataDir).length;
      const response = await uploadCv(app, authorization, { fields });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await usedUploads()).toBe(0);
      expect(storedFiles(dataDir)).toHaveLength(before);
    },
  );

  it('refuses a renamed PNG, an empty file, a missing file and a second file', async () => {
    const cases = [
      [{ file: pngBytes() }, 'Please upload a PDF file'],
      [{ file: Buffer.alloc(0) }, 'The file is empty'],
      [{ file: null }, 'Please choose a PDF file to upload'],
      [{ extraFiles: [sampleCvPdf()] }, 'Only one file can be uploaded at a time'],
    ] as const;
    for (const [options, message] of cases) {
      const response = await uploadCv(app, authorization, options);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    }
    expect(await usedUploads()).toBe(0);
  });

  it('cuts a 10 MB + 1 byte upload while streaming: 413, nothing stored, upload given back', async () => {
    const before = storedFiles(dataDir).length;
    const heapBefore = process.memoryUsage().arrayBuffers;
    const response = await uploadCv(app, authorization, { file: pdfOfSize(UPLOAD_MAX_BYTES + 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File size must be less than 10MB',
    });
    expect(storedFiles(dataDir)).toHaveLength(before);
    expect(await usedUploads()).toBe(0);
    // The request body itself is ~20 MB here (payload + its FormData copy); the server holds chunks only.
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('accepts exactly 10485760 bytes', async () => {
    const response = await uploadCv(app, authorization, { file: pdfOfSize(UPLOAD_MAX_BYTES) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.fileSize).toBe(UPLOAD_MAX_BYTES);
  });

  it('answers 401 without a token', async () => {
    expect((await uploadCv(app, '')).statusCode).toBe(401);
  });

  it('lets exactly the allowance through when uploads race for the last units', async () => {
    await setUploadLimit(app, 3);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => uploadCv(app, authorization, { confirmDuplicate: true })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402, 402, 402]);
    expect(responses.find((r) => r.statusCode === 402)?.json()).toMatchObject({
      code: 'LIMIT_EXCEEDED',
    });
    const list = await app.inject({ url: '/api/cv/list?size=100', headers: { authorization } });
    expect(list.json().total).toBe(3);
    await setUploadLimit(app, 100);
  });
});
