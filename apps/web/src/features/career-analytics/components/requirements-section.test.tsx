import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequirementsSection } from './requirements-section';

describe('RequirementsSection', () => {
  it('lists the requirements in order with their status and the CV lines that show them', () => {
    render(
      <RequirementsSection
        requirements={[
          {
            text: 'Kafka',
            kind: 'tool',
            must: true,
            quote: 'Kafka and Redis in production',
            status: 'met',
            cv_lines: ['Moved fraud checks to an async Kafka consumer'],
          },
          {
            text: 'Right to work in the EU',
            kind: 'authorisation',
            must: true,
            quote: 'Right to work in the EU',
            status: 'answer_in_application',
            cv_lines: [],
          },
          {
            text: 'GraphQL',
            kind: 'tool',
            must: false,
            quote: 'GraphQL is a plus',
            status: 'not_shown',
            cv_lines: [],
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Requirements' });
    const top = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === list);
    expect(top.map((row) => row.textContent)).toEqual([
      'KafkaMust haveMetMoved fraud checks to an async Kafka consumer',
      'Right to work in the EUMust haveAnswer in your application',
      'GraphQLNice to haveNot shown',
    ]);
  });

  it('shows nothing without requirements', () => {
    const { container } = render(<RequirementsSection requirements={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
