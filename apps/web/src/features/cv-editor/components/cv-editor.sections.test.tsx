import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CV_ID,
  answerEdit,
  answerSave,
  editableContent,
  renderEditPage,
  stackSectionCards,
} from '../testing/edit-page-harness';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const toggle = (title: string) => screen.getByRole('button', { name: title });

beforeEach(stackSectionCards);
afterEach(() => vi.restoreAllMocks());

describe('CvEditor sections', () => {
  it('collapses and expands every card together and one at a time', async () => {
    answerEdit();
    const user = renderEditPage();
    const summary = await screen.findByLabelText('Professional Summary');
    expect(summary).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(summary).not.toBeVisible();
    expect(screen.getByLabelText('Company 1')).not.toBeVisible();
    expect(toggle('Work Experience')).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(summary).toBeVisible();
    await user.click(toggle('Professional Summary'));
    expect(summary).not.toBeVisible();
    expect(screen.getByLabelText('Company 1')).toBeVisible();
  });

  it('ignores a collapse toggle within 300 ms after a drag ends', async () => {
    answerEdit();
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const user = renderEditPage();
    const handle = await screen.findByRole('button', { name: 'Reorder Skills' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard(' ');
    now += 299;
    await user.click(toggle('Skills'));
    expect(toggle('Skills')).toHaveAttribute('aria-expanded', 'true');
    now += 1;
    await user.click(toggle('Skills'));
    expect(toggle('Skills')).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides an optional section in the saved content; required ones cannot be hidden', async () => {
    answerEdit();
    const bodies = answerSave();
    const user = renderEditPage();
    const education = await screen.findByRole('switch', { name: 'Show Education' });
    expect(education).toBeChecked();
    for (const required of ['Professional Summary', 'Work Experience']) {
      expect(screen.getByRole('switch', { name: `Show ${required}` })).toBeDisabled();
    }
    await user.click(education);
    expect(education).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const visibility = Object.fromEntries(
      bodies[0]!.content_json.sections.map((section) => [section.type, section.is_visible]),
    );
    expect(visibility).toMatchObject({ education: false, summary: true, experience: true });
  });

  it('marks fields the parser was unsure of until they are edited or confirmed', async () => {
    answerEdit({
      'personal_info.name': 0.5,
      'personal_info.email': 0.95,
      'sections.experience.0.company': 0.5,
      'sections.summary.text': 0.8,
    });
    const user = renderEditPage();
    const name = await screen.findByLabelText('Full name');
    expect(screen.getAllByText('Check this')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Confirm Email' })).not.toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Check this');

    await user.type(name, 'e');
    expect(screen.queryByRole('button', { name: 'Confirm Full name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Company 1' }));
    expect(screen.queryByText('Check this')).not.toBeInTheDocument();
  });

  it("says why the parser doubted a field, in the field's accessible description", async () => {
    const cutOff = "the e-mail's domain looks cut off";
    answerEdit({ 'personal_info.email': 0.4, 'personal_info.name': 0.5 }, editableContent(), {
      'personal_info.email': cutOff,
    });
    renderEditPage();
    const email = await screen.findByLabelText('Email');
    expect(screen.getByText(`Check this: ${cutOff}`)).toBeVisible();
    expect(email).toHaveAccessibleDescription(`Check this: ${cutOff}`);
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Check this');
  });

  it('offers a name printed in capitals back until the value is edited', async () => {
    const content = editableContent();
    content.personal_info.name = 'Jane de la Cruz';
    answerEdit(null, content, null, {
      'personal_info.name': 'JANE DE LA CRUZ',
      // Since edited to "Developer": nothing to offer back.
      'sections.experience.0.title': 'SENIOR DEVELOPER',
    });
    const user = renderEditPage();
    const name = await screen.findByLabelText('Full name');
    expect(name).toHaveAccessibleDescription('Written in normal case');
    expect(screen.getAllByText('Written in normal case')).toHaveLength(1);
    await user.click(
      screen.getByRole('button', { name: 'Use Full name as printed: JANE DE LA CRUZ' }),
    );
    expect(name).toHaveValue('JANE DE LA CRUZ');
    expect(screen.queryByText('Written in normal case')).not.toBeInTheDocument();
  });

  it('saves the doubts still open, by path in the saved content', async () => {
    const content = editableContent();
    const experience = content.sections.find((section) => section.type === 'experience')!;
    experience.content = {
      experiences: [
        { id: 'exp-1', title: 'Developer', company: 'Acme' },
        { id: 'exp-2', title: 'Analyst', company: 'Globex' },
      ],
    } as typeof experience.content;
    answerEdit(
      {
        'personal_info.name': 0.5,
        'sections.experience.0.company': 0.5,
        'sections.experience.1.title': 0.4,
        'sections.summary.text': 0.8,
      },
      content,
    );
    const bodies = answerSave();
    const user = renderEditPage();
    await user.type(await screen.findByLabelText('Full name'), 'e');
    // The first job goes; the second, still doubted, is now the first.
    await user.click(screen.getByRole('button', { name: 'Remove Experience 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.parse_confidence).toEqual({ 'sections.experience.0.title': 0.4 });
  });

  it('sends no doubts for a CV the parser did not read', async () => {
    answerEdit();
    const bodies = answerSave();
    const user = renderEditPage();
    await user.type(await screen.findByLabelText('Full name'), 'e');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('parse_confidence');
  });

  it('Cancel goes to the preview without saving', async () => {
    answerEdit();
    const bodies = answerSave();
    const user = renderEditPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/app/cv/${CV_ID}/preview`);
    expect(bodies).toHaveLength(0);
  });

  it('lets the keyboard reach the live preview, which scrolls beside the form', async () => {
    answerEdit();
    renderEditPage();
    const preview = await screen.findByRole('region', { name: 'Live preview' });
    preview.focus();
    expect(preview).toHaveFocus();
    expect(preview).toHaveAttribute('tabindex', '0');
  });
});
