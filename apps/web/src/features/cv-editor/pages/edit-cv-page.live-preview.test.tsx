import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { livePagesRequests, pageText } from '@/testing/msw/handlers/cv-pages';
import { server } from '@/testing/msw/server';
import { CV_ID, answerEdit, renderEditPage, stackSectionCards } from '../testing/edit-page-harness';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const livePreview = () => screen.getByRole('region', { name: 'Live preview' });
const pageImages = () => within(livePreview()).getAllByRole('img', { name: /^Page \d+ of \d+$/ });

beforeEach(() => {
  stackSectionCards();
  livePagesRequests.length = 0;
});

describe('EditCvPage: live preview', () => {
  it('typesets the content as loaded, then again once typing pauses, without saving', async () => {
    answerEdit();
    const saves: unknown[] = [];
    server.use(
      http.put(apiUrl(`/cv/${CV_ID}/content`), () => {
        saves.push(1);
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = renderEditPage();
    await waitFor(() => expect(pageText(pageImages()[0]!)).toContain('Engineer.'));
    expect(livePagesRequests).toHaveLength(1);
    expect(livePagesRequests[0]).toMatchObject({
      cvId: CV_ID,
      body: { paper: 'A4', content: { personal_info: { name: 'Jane Doe' } } },
    });

    const name = await screen.findByRole('textbox', { name: /^Full name/ });
    await user.clear(name);
    await user.type(name, 'Grace Hopper');
    await waitFor(() => expect(pageText(pageImages()[0]!)).toMatch(/^Grace Hopper/));
    // One render per pause, not one per key.
    expect(livePagesRequests.length).toBeLessThan('Grace Hopper'.length);
    expect(within(livePreview()).getByRole('article')).toHaveAccessibleName('CV of Grace Hopper');
    expect(saves).toHaveLength(0);
  });

  it('says the preview is not available when the content cannot be typeset', async () => {
    answerEdit();
    server.use(
      http.post(apiUrl(`/cv/${CV_ID}/preview-pages`), () =>
        HttpResponse.json({ success: false, code: 'INTERNAL', message: 'boom' }, { status: 500 }),
      ),
    );
    renderEditPage();
    expect(
      await within(await screen.findByRole('region', { name: 'Live preview' })).findByText(
        'Preview content not available',
      ),
    ).toBeInTheDocument();
  });
});
