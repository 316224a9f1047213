import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerAnalyticsResponseSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { apiClient, createManualCv, manualForm } from '../../testing/cv-content';
import { waitForNotification } from '../../testing/insight';
import { createTestUser } from '../../testing/test-users';

const JOB_DESCRIPTION = [
  'Requirements',
  '- Kubernetes in production for three years or more',
  '- US citizenship',
  'Nice to have',
  '- Terraform modules',
].join('\n');

describe('career analytics lists the posting’s requirements (docs/decisions/033-reading-job-postings.md)', () => {
  let app: TestApp;
  let authorization: string;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await buildTestApp();
    ({ authorization } = await createTestUser(app));
    call = apiClient(app, authorization);
  });
  afterAll(() => app.teardown());

  it('answers each requirement of a pasted job in order: listed only, met, not shown, or for the application', async () => {
    const id = await createManualCv(call, manualForm({ skills: { technical: ['Kubernetes'] } }));
    const start = await call({
      method: 'POST',
      url: `/analytics/analyze/${id}`,
      payload: { job_title: 'Platform Engineer', job_description: JOB_DESCRIPTION },
    });
    expect(start.statusCode).toBe(200);
    await waitForNotification(app, authorization, { cvId: id, title: 'Analytics Ready' });
    const report = careerAnalyticsResponseSchema.parse(
      (await call({ method: 'GET', url: `/analytics/${id}` })).json(),
    ).data;
    expect(report.jobRequirements?.map(({ text, must, status }) => [text, must, status])).toEqual([
      ['Kubernetes', true, 'partly_met'],
      ['3 years', true, 'met'],
      ['US citizenship', true, 'answer_in_application'],
      ['Terraform modules', false, 'not_shown'],
    ]);
  });
});
