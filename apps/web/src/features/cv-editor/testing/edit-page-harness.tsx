import { cvContentSchema, type CvContent, type SourceBox } from '@cvforge/contracts';
import { createEmptyCvContent } from '@cvforge/cv-model';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { createTestQueryClient } from '@/testing/render';
import { EditCvPage } from '../pages/edit-cv-page';

/** Test helpers for the edit page: a CV, its GET and PUT answers, the page in a router. */
export const CV_ID = 'cv-1';
/** Whose drafts the page keeps. */
export const USER_ID = 'user-1';

/** The default catalogue with a name, a summary and one experience entry (id exp-1). */
export function editableContent(): CvContent {
  const empty = createEmptyCvContent();
  return cvContentSchema.parse({
    personal_info: { name: 'Jane Doe', email: 'jane@example.com' },
    metadata: {},
    sections: empty.sections.map((section) => {
      if (section.type === 'summary') return { ...section, content: { text: 'Engineer.' } };
      if (section.type === 'experience') {
        const experiences = [{ id: 'exp-1', title: 'Developer', company: 'Acme' }];
        return { ...section, content: { experiences } };
      }
      return section;
    }),
  });
}

/** Answers GET edit with `content` and the parser's confidences, reasons and printed values. */
export function answerEdit(
  confidence: Record<string, number> | null = null,
  content: CvContent = editableContent(),
  reasons: Record<string, string> | null = null,
  printed: Record<string, string> | null = null,
  sources: Record<string, SourceBox> | null = null,
) {
  server.use(
    http.get(apiUrl(`/cv/${CV_ID}/edit`), () =>
      HttpResponse.json({
        success: true,
        message: 'CV loaded',
        data: content,
        parse_confidence: confidence,
        parse_reasons: reasons,
        parse_printed: printed,
        parse_sources: sources,
      }),
    ),
  );
}

/** What the editor sends on PUT content. */
interface SavedBody {
  content_json: CvContent;
  parse_confidence?: Record<string, number>;
}

/** Answers PUT content with `status` (and `body`) and hands back the bodies it received. */
export function answerSave(status = 200, body?: unknown) {
  const bodies: SavedBody[] = [];
  server.use(
    http.put(apiUrl(`/cv/${CV_ID}/content`), async ({ request }) => {
      const sent = (await request.json()) as SavedBody;
      bodies.push(sent);
      return HttpResponse.json(
        body ?? {
          success: true,
          message: 'CV saved successfully',
          data: { content: sent.content_json },
        },
        { status },
      );
    }),
  );
  return bodies;
}

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The edit page entered from the dashboard, so the router can go Back to it. */
export function renderEditRouter(userId = USER_ID) {
  const router = createMemoryRouter(
    [
      { path: paths.app.cvEdit.path, element: <EditCvPage userId={userId} /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [paths.app.dashboard.getHref(), paths.app.cvEdit.getHref(CV_ID)] },
  );
  const view = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, unmount: view.unmount };
}

export function renderEditPage() {
  return renderEditRouter().user;
}

/**
 * jsdom lays nothing out; dnd-kit's keyboard sensor needs each card's box to find the card
 * below it. Cards get stacked 100 px boxes in their DOM order. Call in beforeEach.
 */
export function stackSectionCards() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const card = this.closest('li[data-section-type]');
    const index = card?.parentElement ? [...card.parentElement.children].indexOf(card) : 0;
    const top = index * 100;
    return DOMRect.fromRect({ x: 0, y: top, width: 600, height: 80 });
  });
}
