import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DUPLICATE_UPLOAD_MESSAGE,
  duplicateUploadDetailSchema,
  errorEnvelopeSchema,
  recentUploadsResponseSchema,
} from '@cvforge/contracts';
import { cvs } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { createTestUser } from '../../testing/test-users';
import { setUploadLimit, uploadCv } from '../../testing/cv-uploads';
import { sampleCvPdf } from '../../testing/pdf-fixtures';

type Upload = Awaited<ReturnType<typeof uploadCv>>;
const idOf = (response: Upload) => {
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
};

/** docs/decisions/028-uploads-counted-once.md: the same file within a minute asks first. */
describe('the same file uploaded twice within a minute', () => {
  let app: TestApp;
  let authorization: string;
  let userId: string;
  const usedUploads = async () => {
    const response = await app.inject({ url: '/api/user-usage/info', headers: { authorization } });
    return response.json<{ data: { usage: { cv_upload: number } } }>().data.usage.cv_upload;
  };
  const cvCount = async () =>
    (await app.database.db.select().from(cvs).where(eq(cvs.user_id, userId))).length;

  // The api role only enqueues: these tests are about the request, not the parse job.
  beforeAll(async () => {
    app = await buildTestApp({ env: { CVFORGE_ROLE: 'api' } });
    await setUploadLimit(app, 100);
  });
  beforeEach(async () => {
    const created = await createTestUser(app);
    authorization = created.authorization;
    userId = created.user.id;
  });
  afterAll(() => app.teardown());

  it('is refused with 409 and the earlier CV, costs nothing, then counts once confirmed', async () => {
    const file = sampleCvPdf('Ana Souza');
    const first = idOf(await uploadCv(app, authorization, { file }));
    expect(await usedUploads()).toBe(1);

    const again = await uploadCv(app, authorization, { file, fileName: 'renamed.pdf' });
    expect(again.statusCode).toBe(409);
    const envelope = errorEnvelopeSchema.parse(again.json());
    expect(envelope).toMatchObject({ code: 'CONFLICT', message: DUPLICATE_UPLOAD_MESSAGE });
    expect(duplicateUploadDetailSchema.parse(envelope.detail)).toMatchObject({
      duplicate_upload: true,
      cv_id: first,
      title: 'Jane Doe CV',
      status: 'processing',
    });
    expect(await usedUploads()).toBe(1);
    expect(await cvCount()).toBe(1);

    const confirmed = await uploadCv(app, authorization, {
      file,
      fields: { title: 'Jane Doe CV', confirm_duplicate: 'true' },
    });
    expect(idOf(confirmed)).not.toBe(first);
    expect(await usedUploads()).toBe(2);
    expect(await cvCount()).toBe(2);
  });

  it('lets a different file, another user, or the same file a minute later through', async () => {
    idOf(await uploadCv(app, authorization, { file: sampleCvPdf('Ana Souza') }));
    idOf(await uploadCv(app, authorization, { file: sampleCvPdf('Bo Chen') }));
    const other = await createTestUser(app);
    idOf(await uploadCv(app, other.authorization, { file: sampleCvPdf('Ana Souza') }));

    await app.database.db
      .update(cvs)
      .set({ uploaded_at: sql`now() - interval '61 seconds'` })
      .where(eq(cvs.user_id, userId));
    idOf(await uploadCv(app, authorization, { file: sampleCvPdf('Ana Souza') }));
    expect(await usedUploads()).toBe(3);
  });

  it('counts one of two identical uploads sent at once and refuses the other', async () => {
    const file = sampleCvPdf('Chidi Okafor');
    const answers = await Promise.all([
      uploadCv(app, authorization, { file }),
      uploadCv(app, authorization, { file }),
      uploadCv(app, authorization, { file }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await usedUploads()).toBe(1);
    expect(await cvCount()).toBe(1);
  });

  // PostgreSQL runs the two requests' transactions side by side (the embedded database has one
  // connection, so there they cannot overlap). A lock on the table held by the test stops both
  // inserts until both requests are inside their transaction, so their checks do overlap.
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'counts one of two identical uploads whose checks overlap',
    async () => {
      const file = sampleCvPdf('Dana Ilic');
      let sent: Promise<Upload[]> | undefined;
      await app.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table cvs in share row exclusive mode`);
        sent = Promise.all([
          uploadCv(app, authorization, { file }),
          uploadCv(app, authorization, { file }),
        ]);
        await expect
          .poll(async () => {
            const { rows } = (await app.database.db.execute(
              sql`select count(*)::int as waiting from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
            )) as unknown as { rows: { waiting: number }[] };
            return rows[0]?.waiting;
          })
          .toBe(2);
      });
      const answers = await sent;
      expect(answers?.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await usedUploads()).toBe(1);
      expect(await cvCount()).toBe(1);
    },
  );
});

describe('GET /cv/recent-uploads (the upload page after a reload)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { CVFORGE_ROLE: 'api' } });
    await setUploadLimit(app, 100);
  });
  afterAll(() => app.teardown());

  it("lists the user's uploads processing or just uploaded, newest first, and no one else's", async () => {
    const { authorization } = await createTestUser(app);
    const older = idOf(await uploadCv(app, authorization, { file: sampleCvPdf('Old One') }));
    const stillProcessing = idOf(
      await uploadCv(app, authorization, { file: sampleCvPdf('Slow One') }),
    );
    const justFailed = idOf(await uploadCv(app, authorization, { file: sampleCvPdf('Bad One') }));
    await app.database.db
      .update(cvs)
      .set({ status: 'failed', failure_reason: 'This file is not a readable PDF.' })
      .where(eq(cvs.id, justFailed));
    // Uploaded an hour ago: finished long since, and no longer "recent"; one processing stays.
    await app.database.db
      .update(cvs)
      .set({ status: 'processed', uploaded_at: sql`now() - interval '1 hour'` })
      .where(eq(cvs.id, older));
    await app.database.db
      .update(cvs)
      .set({ uploaded_at: sql`now() - interval '2 hours'` })
      .where(eq(cvs.id, stillProcessing));
    const stranger = await createTestUser(app);
    idOf(await uploadCv(app, stranger.authorization, { file: sampleCvPdf('Other') }));

    const response = await app.inject({
      url: '/api/cv/recent-uploads',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    const { data } = recentUploadsResponseSchema.parse(response.json());
    expect(data.map((upload) => [upload.id, upload.status, upload.failure_reason])).toEqual([
      [justFailed, 'failed', 'This file is not a readable PDF.'],
      [stillProcessing, 'processing', null],
    ]);
    expect(data[0]).toMatchObject({ title: 'Jane Doe CV', fileName: 'jane-doe.pdf' });
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({ url: '/api/cv/recent-uploads' });
    expect(response.statusCode).toBe(401);
  });
});
