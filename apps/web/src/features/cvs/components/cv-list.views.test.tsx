import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cvFixture } from '@/testing/fixtures/cvs';
import { renderWithProviders } from '@/testing/render';
import { CvList } from './cv-list';

const TYPES = [
  ['summary', 'Professional Summary'],
  ['skills', 'Skills'],
  ['experience', 'Work Experience'],
  ['education', 'Education'],
  ['achievements', 'Achievements'],
  ['projects', 'Projects'],
  ['languages', 'Languages'],
  ['awards', 'Awards & Recognition'],
] as const;
const sections = TYPES.map(([type, title], index) => ({
  id: type,
  type,
  title,
  is_visible: type !== 'awards',
  order: TYPES.length - index,
}));

describe('CvList views', () => {
  it('switches to the list view, showing at most 5 section tags and "+N more"', async () => {
    const user = userEvent.setup();
    const cv = cvFixture({ title: 'Tagged CV', sections });
    renderWithProviders(<CvList cvs={[cv] as never} total={1} isLoading={false} />);
    expect(screen.queryByRole('list', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const tags = within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('listitem');
    // Seven visible sections in their order (hidden Awards left out): five, then "+2 more".
    expect(tags.map((tag) => tag.textContent)).toEqual([
      'Languages',
      'Projects',
      'Achievements',
      'Education',
      'Work Experience',
      '+2 more',
    ]);
    expect(screen.getByRole('group', { name: 'Actions for Tagged CV' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tagged CV' })).toHaveAttribute(
      'href',
      `/app/cv/${cv.id}/preview`,
    );
  });

  it('offers "Create Your First CV" (to /cv) when there are none', () => {
    renderWithProviders(<CvList cvs={[]} total={0} isLoading={false} />);
    expect(screen.getByText('No CVs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First CV' })).toHaveAttribute(
      'href',
      '/cv',
    );
  });
});
