import type { CvContent } from '@cvforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import {
  CV_ID,
  answerEdit,
  answerSave,
  renderEditPage,
  stackSectionCards,
} from '../testing/edit-page-harness';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const typesIn = (sent: CvContent) => sent.sections.map((section) => section.type);
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'CV sections' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

beforeEach(stackSectionCards);
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('EditCvPage: load and save', () => {
  it('shows the failure screen and toast when the content cannot be loaded', async () => {
    server.use(
      http.get(apiUrl(`/cv/${CV_ID}/edit`), () =>
        HttpResponse.json(
          { success: false, code: 'SERVER_ERROR', message: 'Database unavailable' },
          { status: 500 },
        ),
      ),
    );
    renderEditPage();
    expect(await screen.findByText('Failed to load CV content')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(
      'Failed to load CV content for editing: Database unavailable',
      expect.anything(),
    );
  });

  it('shows "CV Not Found" without a failure toast for an id the API does not know for this user', async () => {
    server.use(
      http.get(apiUrl(`/cv/${CV_ID}/edit`), () =>
        HttpResponse.json(
          { success: false, code: 'NOT_FOUND', message: 'CV not found' },
          { status: 404 },
        ),
      ),
    );
    renderEditPage();
    expect(await screen.findByRole('heading', { name: 'CV Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/app');
    expect(screen.queryByText('Failed to load CV content')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('reorders a section with the keyboard and saves each order as its position', async () => {
    answerEdit();
    const bodies = answerSave();
    const user = renderEditPage();
    const handle = await screen.findByRole('button', { name: 'Reorder Professional Summary' });
    expect(cardTitles().slice(0, 2)).toEqual(['Professional Summary', 'Skills']);
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(cardTitles().slice(0, 2)).toEqual(['Skills', 'Professional Summary']),
    );

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const sent = bodies[0]!.content_json;
    expect(typesIn(sent).slice(0, 2)).toEqual(['skills', 'summary']);
    expect(sent.sections.map((section) => section.order)).toEqual(sent.sections.map((_, i) => i));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('CV updated successfully', expect.anything()),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(`/app/cv/${CV_ID}/preview`);
  });

  it('sends edited fields, added entries and comma-separated skills', async () => {
    answerEdit();
    const bodies = answerSave();
    const user = renderEditPage();
    const company = await screen.findByLabelText('Company 1');
    await user.clear(company);
    await user.type(company, 'Globex');
    await user.click(screen.getByRole('button', { name: 'Add Experience' }));
    await user.type(screen.getByLabelText('Job title 2'), 'Lead');
    await user.type(screen.getByLabelText('Technical skills'), 'React, Go ,');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const sections = bodies[0]!.content_json.sections;
    const experience = sections.find((section) => section.type === 'experience')!;
    expect(experience.content).toMatchObject({
      experiences: [
        { id: 'exp-1', title: 'Developer', company: 'Globex' },
        { title: 'Lead', company: '' },
      ],
    });
    const skills = sections.find((section) => section.type === 'skills')!;
    expect(skills.content).toMatchObject({ technical: ['React', 'Go'] });
  });

  it('shows "Saving..." while saving and a failure toast with the reason', async () => {
    answerEdit();
    answerSave(500, { success: false, code: 'SERVER_ERROR', message: 'Disk full' });
    const user = renderEditPage();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to save CV changes: Disk full',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows the limit banner instead of a toast when the edit allowance is used up', async () => {
    answerEdit();
    answerSave(402, {
      success: false,
      code: 'LIMIT_EXCEEDED',
      message: 'CV edit limit exceeded.',
      detail: {
        limit_exceeded: true,
        usage_type: 'cv_edit_limit',
        current_usage: 5,
        limit: 5,
        message: 'CV edit limit exceeded.',
        upgrade_url: '/pricing',
      },
    });
    const user = renderEditPage();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const banner = await screen.findByRole('region', { name: "You've reached your limit!" });
    expect(within(banner).getByText('Upgrade Required')).toBeInTheDocument();
    expect(within(banner).getByText('Monthly Usage 5/5')).toBeInTheDocument();
    const upgrade = within(banner).getByRole('link', { name: 'Upgrade Now' });
    expect(upgrade).toHaveAttribute('href', '/pricing');
    expect(upgrade).toHaveAttribute('target', '_blank');
    expect(toast.error).not.toHaveBeenCalled();
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(banner).not.toBeInTheDocument();
  });
});
