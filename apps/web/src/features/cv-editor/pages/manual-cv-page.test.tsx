import { MANUAL_CV_MISSING_FIELDS_MESSAGE } from '@cvforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { ManualCvPage } from './manual-cv-page';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const NEW_ID = '0b6f3a52-1d4e-4c1a-9f57-3f3e4d9a1b2c';

function answerCreate(status = 200, body?: unknown) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl('/cv/manual'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(
        body ?? { success: true, message: 'CV created successfully', data: { cv_id: NEW_ID } },
        { status },
      );
    }),
  );
  return bodies;
}

function renderForm(onCancel = () => {}) {
  const user = userEvent.setup();
  renderWithProviders(<ManualCvPage onCancel={onCancel} />, {
    route: '/app/create-cv?mode=manual',
  });
  return user;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Jane Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Professional Summary'), 'Engineer who ships.');
}

const save = () => screen.getByRole('button', { name: 'Save & Continue' });

afterEach(() => vi.clearAllMocks());

describe('ManualCvPage', () => {
  it('shows every section in the spec order with the summary hint and an email input', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your CV' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Personal Information',
      'Professional Summary',
      'Work Experience',
      'Education',
      'Skills',
      'Achievements',
      'Soft Skills',
      'Languages',
      'References',
      'Projects',
      'Certifications',
      'Awards & Recognition',
    ]);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Professional Summary')).toHaveAccessibleDescription(
      '4–6 sentences',
    );
  });

  it('refuses to save without name, email and summary', async () => {
    const bodies = answerCreate();
    const user = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Jane Doe');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(MANUAL_CV_MISSING_FIELDS_MESSAGE);
    expect(bodies).toHaveLength(0);
  });

  it('saves the payload, toasts and opens the preview', async () => {
    const bodies = answerCreate();
    const user = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Experience' }));
    await user.type(screen.getByLabelText('Job title 1'), 'Developer');
    await user.type(screen.getByLabelText('Company 1'), 'Acme');
    await user.type(
      screen.getByLabelText('Key achievements 1'),
      'Shipped v2{Enter}{Enter} Cut costs ',
    );
    await user.click(screen.getByRole('button', { name: 'Add Language' }));
    await user.type(screen.getByLabelText('Language 1'), 'French');
    await user.type(screen.getByLabelText('Technical skills'), ' React,TypeScript , ');
    await user.click(save());

    expect(await screen.findByTestId('location')).toHaveTextContent(`/app/cv/${NEW_ID}/preview`);
    const { content } = bodies[0] as { content: Record<string, unknown> };
    expect(content).toMatchObject({
      personal_info: { name: 'Jane Doe', email: 'jane@example.com', phone: '' },
      professional_summary: 'Engineer who ships.',
      experience: [
        { title: 'Developer', company: 'Acme', achievements: ['Shipped v2', 'Cut costs'] },
      ],
      skills: { technical: ['React', 'TypeScript'], professional: [], tools: [] },
      languages: [{ name: 'French', level: '' }],
    });
    const sections = content.sections as { type: string; is_visible: boolean }[];
    expect(sections.find((section) => section.type === 'languages')?.is_visible).toBe(true);
    expect(sections.find((section) => section.type === 'awards')?.is_visible).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('Saved', {
      description: 'Your profile has been created.',
      duration: undefined,
      action: undefined,
    });
  });

  it('numbers repeatable items and removes the chosen one', async () => {
    const user = renderForm();
    const add = screen.getByRole('button', { name: 'Add Project' });
    await user.click(add);
    await user.click(add);
    await user.type(screen.getByLabelText('Project name 1'), 'First');
    await user.type(screen.getByLabelText('Project name 2'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove Project 1' }));
    expect(screen.getByLabelText('Project name 1')).toHaveValue('Second');
    expect(screen.queryByLabelText('Project name 2')).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the payload", async () => {
    answerCreate(400, {
      success: false,
      code: 'VALIDATION_ERROR',
      message: MANUAL_CV_MISSING_FIELDS_MESSAGE,
    });
    const user = renderForm();
    await fillRequired(user);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(MANUAL_CV_MISSING_FIELDS_MESSAGE);
    expect(toast.error).toHaveBeenCalledWith(
      'Save failed',
      expect.objectContaining({
        description: MANUAL_CV_MISSING_FIELDS_MESSAGE,
      }),
    );
    expect(save()).toBeEnabled();
  });

  it('says "Save failed: Please try again." when the server fails', async () => {
    answerCreate(500, { success: false, code: 'SERVER_ERROR', message: 'Boom' });
    const user = renderForm();
    await fillRequired(user);
    await user.click(save());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Save failed',
        expect.objectContaining({ description: 'Please try again.' }),
      ),
    );
  });

  it('shows the usage-limit banner on a cv_edit_limit answer', async () => {
    answerCreate(402, {
      success: false,
      code: 'LIMIT_EXCEEDED',
      message: 'CV edit limit exceeded.',
      detail: { limit_exceeded: true, usage_type: 'cv_edit_limit', current_usage: 3, limit: 3 },
    });
    const user = renderForm();
    await fillRequired(user);
    await user.click(save());
    const banner = await screen.findByRole('region', { name: "You've reached your limit!" });
    expect(within(banner).getByText('Monthly Usage 3/3')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('Cancel returns to the choose screen', async () => {
    const onCancel = vi.fn();
    const user = renderForm(onCancel);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
