import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CvStatus } from '@cvforge/contracts';
import { plans } from '../platform/db/schema';
import type { TestApp } from './build-test-app';
import { sampleCvPdf } from './pdf-fixtures';

export interface UploadOptions {
  file?: Uint8Array | null;
  fileName?: string;
  fields?: Record<string, string>;
  /** More file parts after the first. */
  extraFiles?: readonly Uint8Array[];
  /**
   * Sends confirm_duplicate=true, as the web does once the user confirmed: for tests that upload
   * the same fixture file again within a minute as another CV (decision 028).
   */
  confirmDuplicate?: boolean;
}

/** POST /api/cv as the web's upload page sends it: multipart from a FormData. */
export function uploadCv(app: TestApp, authorization: string, options: UploadOptions = {}) {
  const form = new FormData();
  const {
    file = sampleCvPdf(),
    fileName = 'jane-doe.pdf',
    fields = { title: 'Jane Doe CV' },
  } = options;
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (options.confirmDuplicate) form.append('confirm_duplicate', 'true');
  if (file) form.append('file', new Blob([file], { type: 'application/pdf' }), fileName);
  for (const extra of options.extraFiles ?? []) form.append('file', new Blob([extra]), 'other.pdf');
  return app.inject({ method: 'POST', url: '/api/cv', headers: { authorization }, payload: form });
}

/** Sets the free plan's monthly upload allowance (the seeds may change freely). */
export async function setUploadLimit(app: TestApp, limit: number) {
  const [free] = await app.database.db.select().from(plans).where(eq(plans.slug, 'free'));
  if (!free) throw new Error('free plan missing');
  await app.database.db
    .update(plans)
    .set({ limits: { ...free.limits, cv_upload: limit } })
    .where(eq(plans.slug, 'free'));
}

/** Polls GET /cv/{id}/status until the parse job has finished (or the timeout). */
export async function waitForCvStatus(
  app: TestApp,
  authorization: string,
  id: string,
  timeoutMs = 25_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ url: `/api/cv/${id}/status`, headers: { authorization } });
    const { data } = response.json<{
      data: { status: CvStatus; failure_reason?: string | null };
    }>();
    if (data.status !== 'processing') return data;
    expect(Date.now()).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
