import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldInput } from './field-input';

function Achievements({ initial }: { initial: string[] }) {
  const [value, setValue] = useState<string | string[]>(initial);
  return (
    <FieldInput
      spec={{ key: 'achievements', label: 'Achievements', kind: 'line' }}
      label="Achievements"
      value={value}
      onChange={setValue}
    />
  );
}

describe('FieldInput with unfilled template text (docs/decisions/032-no-placeholders.md)', () => {
  it('flags a line an old suggestion left unfilled, until the user replaces it', async () => {
    render(
      <Achievements
        initial={['Shipped the app', 'Applied SQL to [what you did], [the result, with a number].']}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Achievements' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Replace [what you did] with your own words');

    await userEvent.clear(input);
    await userEvent.type(input, 'Applied SQL to cut reporting time by 30%.');
    expect(input).toBeValid();
    expect(screen.queryByText(/with your own words/)).not.toBeInTheDocument();
  });

  it('does not flag real brackets: citations, dates, C#', () => {
    render(<Achievements initial={['Paper [1] on C# tooling [ 2020 – 2024 ]']} />);
    expect(screen.getByRole('textbox', { name: 'Achievements' })).toBeValid();
  });
});
