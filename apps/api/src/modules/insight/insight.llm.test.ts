import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerAnalyticsResponseSchema } from '@cvforge/contracts';
import {
  completion,
  llmCareer,
  startChatServer,
  type ChatServer,
} from '@cvforge/insight/llm-testing';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { apiClient, createManualCv } from '../../testing/cv-content';
import { waitForNotification } from '../../testing/insight';
import { createTestUser } from '../../testing/test-users';

describe('the LLM provider (AI_BASE_URL), against a local chat-completions server', () => {
  let chat: ChatServer;
  let app: TestApp;
  let authorization: string;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    // The first analysis gets a valid answer, every later one an HTTP 500.
    chat = await startChatServer([
      completion(JSON.stringify(llmCareer)),
      { status: 500, body: 'upstream failure' },
    ]);
    app = await buildTestApp({ env: { AI_BASE_URL: chat.baseUrl, AI_MODEL: 'test-model' } });
    ({ authorization } = await createTestUser(app));
    call = apiClient(app, authorization);
  });
  afterAll(async () => {
    await app.teardown();
    await chat.close();
  });

  async function careerReport() {
    const id = await createManualCv(call);
    await call({ method: 'POST', url: `/analytics/analyze/${id}` });
    await waitForNotification(app, authorization, { cvId: id, title: 'Analytics Ready' });
    return careerAnalyticsResponseSchema.parse(
      (await call({ method: 'GET', url: `/analytics/${id}` })).json(),
    ).data;
  }

  it('stores the model’s report, and the built-in one saying why when the model fails', async () => {
    const fromModel = await careerReport();
    expect(fromModel.engine).toEqual({ name: 'llm', model: 'test-model' });
    expect(fromModel.jobMatchScore).toBe(llmCareer.jobMatchScore);
    expect(chat.requests[0]?.body).toMatchObject({ model: 'test-model', temperature: 0 });

    const fallback = await careerReport();
    expect(fallback.engine?.name).toBe('built-in');
    expect(fallback.engine?.fallback_reason).toContain('500');
  });
});
