import { BUILT_IN_TEMPLATES } from '@cvforge/contracts';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/api-client';
import { cvFixture } from '@/testing/fixtures/cvs';
import { cvListHandler } from '@/testing/msw/handlers/cvs';
import { server } from '@/testing/msw/server';

export const BASE_CV_ID = '0b6f3a52-1d4e-4c1a-9f57-0000000ba5e0';
export const DEFAULT_CV_ID = '0b6f3a52-1d4e-4c1a-9f57-0000000def00';
export const GENERATED_CV_ID = '0b6f3a52-1d4e-4c1a-9f57-000000000917';

export const pickerItem = (overrides: Record<string, unknown> = {}) => ({
  id: BASE_CV_ID,
  title: 'Platform Engineer CV',
  status: 'processed',
  type: 'uploaded',
  is_default: false,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const defaultPickerItem = () =>
  pickerItem({ id: DEFAULT_CV_ID, title: 'My default CV', is_default: true });

/** Everything the wizard reads before generating; `advancedTemplate` 0 is the free plan. */
export function serveWizard({
  picker = [pickerItem(), defaultPickerItem()] as unknown[],
  advancedTemplate = 1,
  canGenerate = true,
  usage = { current: 1, limit: 3 },
  dashboard = [cvFixture({ title: 'Existing CV' })] as unknown[] | (() => unknown[]),
} = {}) {
  server.use(
    cvListHandler(dashboard),
    http.get(apiUrl('/cv/picker-list'), () => HttpResponse.json({ success: true, data: picker })),
    http.get(apiUrl('/templates'), () =>
      HttpResponse.json({ success: true, data: { templates: BUILT_IN_TEMPLATES } }),
    ),
    http.get(apiUrl('/user-usage/info'), () =>
      HttpResponse.json({
        success: true,
        data: {
          plan: { name: advancedTemplate === 0 ? 'Free' : 'Pro' },
          limits: {
            cv_generation: usage.limit,
            cv_upload: 3,
            cv_edit_limit: 10,
            advanced_template: advancedTemplate,
          },
          usage: { cv_generation: usage.current, cv_upload: 0, cv_edit_limit: 0 },
          can_perform_action: { cv_generation: canGenerate, cv_upload: true, cv_edit_limit: true },
          is_free_user: advancedTemplate === 0,
        },
      }),
    ),
    http.get(apiUrl('/user-usage/check-action/cv_generation'), () =>
      HttpResponse.json({
        can_perform: canGenerate,
        usage_type: 'cv_generation',
        current_usage: usage.current,
        limit: usage.limit,
      }),
    ),
    http.get(apiUrl(`/cv/${DEFAULT_CV_ID}`), () =>
      HttpResponse.json({
        success: true,
        data: {
          id: DEFAULT_CV_ID,
          title: 'My default CV',
          fileName: null,
          status: 'processed',
          type: 'uploaded',
          createdAt: '2026-03-01T10:00:00.000Z',
          updatedAt: '2026-03-01T10:00:00.000Z',
          content: {
            personal_info: {
              name: 'Grace Hopper',
              title: 'Systems Engineer',
              email: 'grace@example.test',
            },
            sections: [{ type: 'summary', order: 1, content: { text: 'Compilers and teams.' } }],
          },
        },
      }),
    ),
  );
}

/** POST /cv/generate-from-job: records each body, answers with `answer` (default: started). */
export function serveGeneration(answer?: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl('/cv/generate-from-job'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      if (answer) return answer();
      return HttpResponse.json({
        success: true,
        message: 'Generation started',
        data: {
          cv_id: GENERATED_CV_ID,
          generated_content: null,
          file_name: null,
          s3_path: null,
          job_title: 'Senior Frontend Engineer',
          company_name: 'Northwind Analytics',
          match_score: null,
        },
      });
    }),
  );
  return bodies;
}
