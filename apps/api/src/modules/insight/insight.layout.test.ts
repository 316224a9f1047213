import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATS_ANALYTICS_MESSAGES, atsAnalyticsResponseSchema } from '@cvforge/contracts';
import { cvs } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { apiClient } from '../../testing/cv-content';
import { setUploadLimit, uploadCv, waitForCvStatus } from '../../testing/cv-uploads';
import { waitForNotification } from '../../testing/insight';
import { createTestUser } from '../../testing/test-users';

// docs/product.md §C9: layout findings judge the PDF the user will send (the download).
describe('ATS layout findings judge what the download gives', () => {
  let app: TestApp;
  let authorization: string;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await buildTestApp();
    await setUploadLimit(app, 100);
    ({ authorization } = await createTestUser(app));
    call = apiClient(app, authorization);
  });
  afterAll(() => app.teardown());

  /** Runs the analysis and waits for a report newer than `after` (the one before, if any). */
  async function analyse(id: string, after?: string) {
    expect((await call({ method: 'POST', url: `/ats-analytics/analyze/${id}` })).statusCode).toBe(
      200,
    );
    await waitForNotification(app, authorization, {
      cvId: id,
      title: ATS_ANALYTICS_MESSAGES.ready.title,
    });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const response = await call({ method: 'GET', url: `/ats-analytics/${id}` });
      if (response.statusCode === 200) {
        const report = atsAnalyticsResponseSchema.parse(response.json()).data;
        if (report.created_at !== after) return report;
      }
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('penalises an uploaded two-column PDF, and no longer once the CV is rendered in Classic', async () => {
    const id = (await uploadCv(app, authorization)).json<{ data: { id: string } }>().data.id;
    await waitForCvStatus(app, authorization, id);
    // The parse of a two-column file: what the parse job keeps for it.
    const [row] = await app.database.db.select().from(cvs).where(eq(cvs.id, id));
    await app.database.db
      .update(cvs)
      .set({ parse_stats: { ...row!.parse_stats!, columns: 2 } })
      .where(eq(cvs.id, id));

    const uploaded = await analyse(id);
    expect(uploaded.formatting.issues).toContain('Two-column layout');
    expect(uploaded.atsCompatibility.pdfParsing).toContain('your uploaded PDF');

    const template = await call({
      method: 'PUT',
      url: `/cv/${id}/template`,
      payload: { template_id: 'classic' },
    });
    expect(template.statusCode).toBe(200);
    const rendered = await analyse(id, uploaded.created_at);
    expect(rendered.formatting.issues).not.toContain('Two-column layout');
    expect(rendered.atsCompatibility.pdfParsing).toContain('the PDF this app renders');
    expect(rendered.atsScore).toBeGreaterThan(uploaded.atsScore);
  });
});
