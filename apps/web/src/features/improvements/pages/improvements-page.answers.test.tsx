import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  IMPROVEMENTS,
  improvement,
  markedTexts,
  previewSheet,
  renderImprovementsPage,
  serveImprove,
} from '../testing/improvements-fixtures';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const toggle = (name: string) => screen.getByRole('switch', { name });
const cardOf = (name: string) => toggle(name).closest('article') as HTMLElement;

/** docs/decisions/032-no-placeholders.md: the user's words in a form, skills confirmed one by one. */
describe('ImprovementsPage: improvements that need the user', () => {
  it('asks for the missing words in a form and applies the line only once they are filled', async () => {
    const { puts } = serveImprove();
    const { user } = renderImprovementsPage();
    const sheet = await previewSheet();
    const card = cardOf('Show leadership');
    expect(within(card).getByLabelText('The project or team you led')).toHaveAttribute(
      'placeholder',
      'e.g. a team of four',
    );

    await user.click(toggle('Show leadership'));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Fill in "The project or team you led" first.',
    );
    expect(toggle('Show leadership')).not.toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(within(card).getByLabelText('The project or team you led'), 'a team of four');
    await user.click(toggle('Show leadership'));
    expect(within(card).getByRole('alert')).toHaveTextContent('Fill in "What you achieved" first.');
    await user.type(within(card).getByLabelText('What you achieved'), 'ship billing.');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).getByText('Led a team of four to ship billing.')).toBeInTheDocument();

    await user.click(toggle('Show leadership'));
    await user.click(screen.getByRole('button', { name: /Analytical Engines/ }));
    expect(toggle('Show leadership')).toBeChecked();
    expect(within(card).getByLabelText('What you achieved')).toBeDisabled();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      applied_improvements: ['lead'],
      part_to_update: { lead: 'Analytical Engines' },
      filled: { lead: { team: 'a team of four', outcome: 'ship billing.' } },
    });
    await waitFor(() =>
      expect(markedTexts(sheet)).toEqual(['Led a team of four to ship billing.']),
    );
  });

  it('refuses words that are themselves a placeholder', async () => {
    serveImprove();
    const { user } = renderImprovementsPage();
    await previewSheet();
    const card = cardOf('Show leadership');
    await user.type(within(card).getByLabelText('The project or team you led'), '[[N] people]');
    await user.type(within(card).getByLabelText('What you achieved'), 'ship it');
    await user.click(toggle('Show leadership'));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Write "The project or team you led" in your own words, without brackets.',
    );
    expect(toggle('Show leadership')).not.toBeChecked();
  });

  it('adds only the skills the user confirmed, each a chip', async () => {
    const eight = ['Python', 'SQL', 'Machine Learning', 'Statistics', 'pandas', 'R', 'dbt', 'Go'];
    const { puts } = serveImprove({
      improvements: IMPROVEMENTS.map((item) =>
        item.id === 'skills' ? improvement({ ...item, content: eight }) : item,
      ),
    });
    const { user } = renderImprovementsPage();
    await previewSheet();
    const card = cardOf('Add missing technical skills');
    const chips = within(card).getAllByRole('button', { pressed: false });
    expect(chips.map((chip) => chip.textContent)).toEqual(eight);

    await user.click(toggle('Add missing technical skills'));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Confirm at least one skill you have used first.',
    );
    expect(toggle('Add missing technical skills')).not.toBeChecked();

    await user.click(within(card).getByRole('button', { name: 'Statistics' }));
    await user.click(within(card).getByRole('button', { name: 'SQL' }));
    expect(
      within(card).getByText('Confirm each skill you have used: 2 of 8 confirmed.'),
    ).toBeVisible();
    await user.click(toggle('Add missing technical skills'));
    expect(toggle('Add missing technical skills')).toBeChecked();
    await waitFor(() => expect(puts).toHaveLength(1));
    // In the suggestion's order, whatever the order of the clicks.
    expect(puts[0]).toEqual({
      applied_improvements: ['skills'],
      confirmed: { skills: ['SQL', 'Statistics'] },
    });
    expect(within(card).getByRole('button', { name: 'Python' })).toBeDisabled();
  });
});
