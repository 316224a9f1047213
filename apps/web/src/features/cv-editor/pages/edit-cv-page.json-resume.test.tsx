import { fromJsonResume, toJsonResume } from '@cvforge/cv-model';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerEdit,
  answerSave,
  renderEditPage,
  stackSectionCards,
} from '../testing/edit-page-harness';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const resume = {
  basics: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    location: { address: '12 St James Sq', postalCode: 'SW1Y', city: 'London', countryCode: 'GB' },
    profiles: [
      { network: 'LinkedIn', username: 'ada', url: 'https://linkedin.com/in/ada' },
      { network: 'GitHub', username: 'ada-l', url: 'https://github.com/ada-l' },
    ],
  },
  work: [{ name: 'Analytical Engines', position: 'Analyst', url: 'https://engines.example' }],
  skills: [
    { name: 'Mathematics', level: 'Master', keywords: ['Analysis', 'Algebra'] },
    { name: 'Tools', level: 'Novice', keywords: ['Loom'] },
  ],
  interests: [{ name: 'Poetry' }],
};

beforeEach(stackSectionCards);
afterEach(() => vi.clearAllMocks());

describe('EditCvPage: an imported JSON Resume', () => {
  it('edits skill levels, location parts and profiles, and exports the rest unchanged', async () => {
    answerEdit(null, fromJsonResume(resume));
    const bodies = answerSave();
    const user = renderEditPage();

    expect(
      await screen.findByText('Kept from JSON Resume, exported unchanged: interests'),
    ).toBeInTheDocument();
    expect(screen.getByText('Kept from JSON Resume, exported unchanged: url')).toBeInTheDocument();
    expect(screen.queryByLabelText('Location')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('LinkedIn')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Skill level 1'));
    await user.type(screen.getByLabelText('Skill level 1'), 'Expert');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Oxford');
    await user.clear(screen.getByLabelText('Profile URL 1'));
    await user.type(screen.getByLabelText('Profile URL 1'), 'https://linkedin.com/in/ada-l');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    const saved = bodies[0]!.content_json;
    expect(saved.personal_info).toMatchObject({
      location: '12 St James Sq, Oxford, GB',
      linkedin: 'https://linkedin.com/in/ada-l',
    });
    expect(toJsonResume(saved)).toMatchObject({
      ...resume,
      basics: {
        ...resume.basics,
        location: { ...resume.basics.location, city: 'Oxford' },
        profiles: [
          { ...resume.basics.profiles[0], url: 'https://linkedin.com/in/ada-l' },
          resume.basics.profiles[1],
        ],
      },
      skills: [{ ...resume.skills[0], level: 'Expert' }, resume.skills[1]],
    });
  });
});
