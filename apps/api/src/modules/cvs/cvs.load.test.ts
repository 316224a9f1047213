import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvStatus } from '@cvforge/contracts';
import { cvs } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { setUploadLimit, uploadCv } from '../../testing/cv-uploads';
import { sampleCvPdf, slowPdf } from '../../testing/pdf-fixtures';
import { createTestUser } from '../../testing/test-users';
import { testDatabaseKind } from '../../testing/test-database';

// docs/decisions/011-parse-pipeline.md: one slow or failing job never delays the others.

const CORPUS_DIR = path.resolve(
  import.meta.dirname,
  '../../../../../packages/cv-parser/fixtures/corpus',
);

/** `count` different PDFs: the parser's corpus, then sample CVs under other names. */
function distinctPdfs(count: number): Buffer[] {
  const corpus = fs
    .readdirSync(CORPUS_DIR)
    .filter((file) => file.endsWith('.pdf'))
    .sort()
    .map((file) => fs.readFileSync(path.join(CORPUS_DIR, file)));
  const names = ['Ana Souza', 'Piotr Nowak', 'Léa Martin', 'Sven Ødegaard', 'Aoife Byrne'];
  const more = Array.from({ length: Math.max(0, count - corpus.length) }, (_, index) =>
    sampleCvPdf(`${names[index % names.length] ?? 'Jane Doe'} ${index + 1}`),
  );
  return [...corpus, ...more].slice(0, count);
}

interface Upload {
  id: string;
}

/**
 * Watches until every upload has left processing (one query per round, so the watching does not
 * load the database the jobs use); answers when each one did, in ms from `since`.
 */
async function settleTimes(app: TestApp, uploads: Upload[], since: number, timeoutMs: number) {
  const settled = new Map<string, { ms: number; status: CvStatus; reason: string | null }>();
  const ids = uploads.map((entry) => entry.id);
  while (settled.size < uploads.length && Date.now() - since < timeoutMs) {
    const rows = await app.database.db
      .select({ id: cvs.id, status: cvs.status, reason: cvs.failure_reason })
      .from(cvs)
      .where(inArray(cvs.id, ids));
    for (const row of rows) {
      if (row.status !== 'processing' && !settled.has(row.id)) {
        settled.set(row.id, { ms: Date.now() - since, status: row.status, reason: row.reason });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return settled;
}

async function upload(app: TestApp, authorization: string, file: Buffer, title: string) {
  const response = await uploadCv(app, authorization, { file, fields: { title } });
  expect(response.statusCode).toBe(200);
  return { id: response.json<{ data: { id: string } }>().data.id };
}

describe('many users uploading at once', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    await setUploadLimit(app, 100);
  });
  afterAll(() => app.teardown());

  it('40 different PDFs from 14 users all settle within 60 s', async () => {
    const users = await Promise.all(Array.from({ length: 14 }, () => createTestUser(app)));
    const pdfs = distinctPdfs(40);
    expect(new Set(pdfs.map((pdf) => pdf.toString('base64'))).size).toBe(40);
    const started = Date.now();
    const uploads = await Promise.all(
      pdfs.map((pdf, index) =>
        upload(app, users[index % users.length]?.authorization ?? '', pdf, `CV ${index + 1}`),
      ),
    );
    const settled = await settleTimes(app, uploads, started, 90_000);
    const times = [...settled.values()].map((entry) => entry.ms).sort((a, b) => a - b);
    const last = times.at(-1) ?? Infinity;
    console.log(
      `40 uploads by 14 users on ${testDatabaseKind()}: all settled in ${(last / 1000).toFixed(1)} s ` +
        `(median ${((times[20] ?? 0) / 1000).toFixed(1)} s); ` +
        `${[...settled.values()].filter((entry) => entry.status === 'processed').length} processed`,
    );
    expect(settled.size).toBe(40);
    expect(last).toBeLessThan(60_000);
    // Every one processed, or failed with a reason a person can read.
    for (const entry of settled.values()) {
      if (entry.status !== 'processed') expect(entry.reason).toMatch(/\w+.*\./);
    }
  }, 120_000);

  it("a PDF that keeps a parser thread busy for seconds does not hold up another user's CV", async () => {
    const slowUser = await createTestUser(app);
    const otherUser = await createTestUser(app);
    const started = Date.now();
    const slow = await upload(app, slowUser.authorization, slowPdf(), 'Slow');
    // The slow PDF is taken first and holds a parser thread; the other CV gets the other one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const good = await upload(app, otherUser.authorization, sampleCvPdf('Ana Souza'), 'Good');
    const settled = await settleTimes(app, [slow, good], started, 60_000);
    const goodOutcome = settled.get(good.id);
    const slowOutcome = settled.get(slow.id);
    console.log(
      `good CV settled after ${goodOutcome?.ms ?? '?'} ms, the slow one after ${slowOutcome?.ms ?? '?'} ms (${slowOutcome?.reason ?? ''})`,
    );
    expect(goodOutcome?.status).toBe('processed');
    // Read within its bounds on a fast machine, ended by them on a slow one: never held up.
    if (slowOutcome?.status !== 'processed')
      expect(slowOutcome?.reason).toMatch(/took too long|too large/);
    expect(goodOutcome?.ms ?? Infinity).toBeLessThan(slowOutcome?.ms ?? 0);
    expect(goodOutcome?.ms).toBeLessThan(8_000);
  }, 90_000);
});
