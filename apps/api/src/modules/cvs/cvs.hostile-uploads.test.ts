/**
 * Hostile uploads through the real API and parser pool (docs/decisions/011-parse-pipeline.md):
 * polyglots, a PDF with markup and JavaScript, a huge object stream and randomly mutated PDFs.
 * Each CV ends processed or failed with a reason, the process survives with its memory bounded,
 * and a stored upload downloads as an attachment no browser would sniff into a page.
 * `MUTATED_PDFS=1000` runs the full thousand (about N × 0.1 s on two cores).
 */
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvs } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { setUploadLimit, uploadCv, waitForCvStatus } from '../../testing/cv-uploads';
import {
  hugeObjectStreamPdf,
  noTextPdf,
  pdfWithHtmlAndScript,
  pdfZipPolyglot,
  sampleCvPdf,
} from '../../testing/pdf-fixtures';
import { createTestUser } from '../../testing/test-users';

const MUTATED_PDFS = Number(process.env.MUTATED_PDFS ?? 40);

const mutationArbitrary = fc.record({
  kind: fc.constantFrom('flip', 'truncate', 'insert'),
  at: fc.array(fc.nat(), { minLength: 1, maxLength: 24 }),
  value: fc.integer({ min: 1, max: 255 }),
});

/** Bytes flipped, the file cut short, or junk inserted, at random places. */
function mutants(base: Buffer, count: number, seed: number): Buffer[] {
  return fc.sample(mutationArbitrary, { numRuns: count, seed }).map(({ kind, at, value }) => {
    const bytes = Array.from(base);
    for (const position of at) {
      const index = position % bytes.length;
      if (kind === 'flip') bytes[index] = (bytes[index] ?? 0) ^ value;
      else if (kind === 'truncate') bytes.length = Math.max(index, 5);
      else bytes.splice(index, 0, ...Array.from({ length: 16 }, (_, i) => (value * i) % 256));
    }
    // The upload gate only takes files that start as a PDF; keep the signature.
    return Buffer.concat([Buffer.from('%PDF-'), Buffer.from(bytes).subarray(5)]);
  });
}

const part = (disposition: string, body: Buffer | string) =>
  Buffer.concat([
    Buffer.from(`--XB\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n`),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ]);
const validForm = () =>
  Buffer.concat([
    part('name="title"', 'My CV'),
    part('name="file"; filename="cv.pdf"', sampleCvPdf()),
    Buffer.from('--XB--\r\n'),
  ]);

/** Forms the form parser cannot read: no boundary, cut short, a boundary over its limit. */
const MALFORMED_FORMS: [string, string, Buffer][] = [
  ['no boundary', 'multipart/form-data', validForm()],
  ['not a form', 'multipart/form-data; boundary=XB', Buffer.from('garbage')],
  ['cut in the file', 'multipart/form-data; boundary=XB', validForm().subarray(0, 200)],
  ['a 300-byte boundary', `multipart/form-data; boundary=${'B'.repeat(300)}`, validForm()],
];

async function upload(app: TestApp, authorization: string, file: Buffer) {
  const response = await uploadCv(app, authorization, {
    file,
    fields: { title: 'Hostile' },
    confirmDuplicate: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
}

/** Peak resident memory above the start, sampled while `work` runs. */
async function peakRssGrowth<T>(work: () => Promise<T>) {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  try {
    return { result: await work(), growthMb: Math.round((peak - start) / 1e6) };
  } finally {
    clearInterval(timer);
  }
}

describe('hostile uploads', () => {
  let app: TestApp;
  let authorization: string;
  beforeAll(async () => {
    app = await buildTestApp({ env: { PARSE_CONCURRENCY: '2' } });
    await setUploadLimit(app, MUTATED_PDFS + 100);
    ({ authorization } = await createTestUser(app));
  });
  afterAll(() => app.teardown());

  it('answers malformed and randomly damaged forms 4xx with the envelope, storing nothing', async () => {
    const user = await createTestUser(app);
    const send = (contentType: string, payload: Buffer) =>
      app.inject({
        method: 'POST',
        url: '/api/cv',
        headers: { authorization: user.authorization, 'content-type': contentType },
        payload,
      });
    for (const [name, contentType, payload] of MALFORMED_FORMS) {
      const response = await send(contentType, payload);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Upload failed. Please try again.',
      });
    }
    const damaged = fc.sample(
      fc.record({
        cut: fc.nat(),
        flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 }))),
      }),
      { numRuns: 150, seed: 14 },
    );
    const statuses = new Set<number>();
    let accepted = 0;
    for (const { cut, flips } of damaged) {
      const form = Buffer.from(validForm());
      for (const [at, value] of flips) form[at % form.length]! ^= value;
      const response = await send(
        'multipart/form-data; boundary=XB',
        form.subarray(0, form.length - (cut % form.length)),
      );
      statuses.add(response.statusCode);
      if (response.statusCode === 200) accepted++;
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.json()).toMatchObject({ success: false, code: expect.any(String) });
      }
    }
    console.log(`150 damaged forms answered ${[...statuses].join(', ')}; ${accepted} accepted`);
    const stored = await app.database.db.select().from(cvs).where(eq(cvs.user_id, user.user.id));
    expect(stored).toHaveLength(accepted);
  });

  it.each([
    ['a PDF with a ZIP after it', pdfZipPolyglot],
    ['a PDF with HTML, markup text and an /OpenAction script', pdfWithHtmlAndScript],
  ])(
    '%s ends settled and downloads as an attachment, never as a page',
    async (_, make) => {
      const file = make();
      const id = await upload(app, authorization, file);
      const settled = await waitForCvStatus(app, authorization, id, 60_000);
      expect(['processed', 'failed']).toContain(settled.status);
      const download = await app.inject({
        url: `/api/cv/${id}/download`,
        headers: { authorization },
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-security-policy']).toContain("default-src 'self'");
      expect(Buffer.from(download.rawPayload).equals(file)).toBe(true);
    },
    90_000,
  );

  it('a PDF with a huge object stream ends settled, and the next CV is still read', async () => {
    const { result, growthMb } = await peakRssGrowth(async () => {
      const huge = await upload(app, authorization, hugeObjectStreamPdf());
      const hugeStatus = await waitForCvStatus(app, authorization, huge, 60_000);
      const next = await upload(app, authorization, sampleCvPdf());
      return { hugeStatus, next: await waitForCvStatus(app, authorization, next, 60_000) };
    });
    console.log(`huge object stream: ${JSON.stringify(result.hugeStatus)}, +${growthMb} MB`);
    if (result.hugeStatus.status === 'failed') {
      expect(result.hugeStatus.failure_reason).toMatch(/\w+.*\./);
    } else expect(result.hugeStatus.status).toBe('processed');
    expect(result.next.status).toBe('processed');
  }, 150_000);

  it(
    `${MUTATED_PDFS} mutated PDFs through the worker pool each end processed or failed with a reason`,
    async () => {
      // Warm first: each parser thread boots (pdf.js; from the sources, tsx too) and starts an
      // OCR engine once. That fixed cost is not what a thousand documents may add.
      const warmUps = [noTextPdf(), noTextPdf(), sampleCvPdf(), sampleCvPdf()];
      const warming = await Promise.all(warmUps.map((file) => upload(app, authorization, file)));
      for (const id of warming) await waitForCvStatus(app, authorization, id, 120_000);
      const started = Date.now();
      const { result: rows, growthMb } = await peakRssGrowth(async () => {
        const ids: string[] = [];
        for (const file of mutants(sampleCvPdf(), MUTATED_PDFS, 20_261_126)) {
          ids.push(await upload(app, authorization, file));
        }
        const deadline = Date.now() + MUTATED_PDFS * 1_000 + 60_000;
        for (;;) {
          const rows = await app.database.db
            .select({ status: cvs.status, reason: cvs.failure_reason })
            .from(cvs)
            .where(inArray(cvs.id, ids));
          if (rows.every((row) => row.status !== 'processing') || Date.now() > deadline)
            return rows;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      });
      const failed = rows.filter((row) => row.status === 'failed');
      const processed = rows.filter((row) => row.status === 'processed');
      console.log(
        `${MUTATED_PDFS} mutated PDFs: ${processed.length} processed, ${failed.length} failed, ` +
          `${Date.now() - started} ms, peak RSS +${growthMb} MB; reasons: ${[...new Set(failed.map((row) => row.reason))].join(' | ')}`,
      );
      expect(rows).toHaveLength(MUTATED_PDFS);
      expect(rows.filter((row) => row.status === 'processing')).toEqual([]);
      for (const row of failed) expect(row.reason).toMatch(/\w+.*\./);
      // Two documents at once, each in a parser thread of at most 256 MB heap with an OCR engine
      // beside it, over the warm process: no growth with the number of documents.
      expect(growthMb).toBeLessThan(768);
    },
    MUTATED_PDFS * 2_000 + 120_000,
  );
});
