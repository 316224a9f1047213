import { useState, type ComponentProps } from 'react';
import { joinListText, splitListText, type ListSeparator } from '../utils/list-text';

interface ListTextareaProps extends Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> {
  value: readonly string[];
  onChange: (items: string[]) => void;
  separator: ListSeparator;
}

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * A list typed as text (skills comma-separated, achievements one per line). The typed text is
 * kept as typed, so a trailing comma or a blank line survives while the user is still typing.
 */
export function ListTextarea({ value, onChange, separator, ...props }: ListTextareaProps) {
  const [text, setText] = useState(() => joinListText(value, separator));
  const [shownValue, setShownValue] = useState(value);
  // Adopt a list changed from outside (an import, a reset), not the echo of our own typing.
  if (value !== shownValue) {
    setShownValue(value);
    if (!sameItems(value, splitListText(text, separator))) setText(joinListText(value, separator));
  }

  return (
    <textarea
      {...props}
      value={text}
      rows={separator === 'line' ? 4 : 2}
      onChange={(event) => {
        setText(event.target.value);
        onChange(splitListText(event.target.value, separator));
      }}
    />
  );
}
