import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldInput } from './field-input';

describe('FieldInput with sample content', () => {
  it('marks a value that still carries the sample mark as an example to replace', () => {
    const { rerender } = render(
      <FieldInput
        spec={{ key: 'company', label: 'Company' }}
        label="Company"
        value="[Example] Contoso Ltd"
        onChange={() => {}}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toHaveAccessibleDescription('Example to replace');
    rerender(
      <FieldInput
        spec={{ key: 'company', label: 'Company' }}
        label="Company"
        value="Contoso Ltd"
        onChange={() => {}}
      />,
    );
    expect(screen.queryByText('Example to replace')).not.toBeInTheDocument();
  });
});
