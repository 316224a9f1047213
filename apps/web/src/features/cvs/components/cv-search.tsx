import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { inputClassName } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

interface CvSearchProps {
  value: string;
  onChange: (value: string) => void;
  suggestions: string[];
}

/**
 * "Search CVs..." as a combobox (WAI-ARIA 1.2): arrows move through the suggestions, Enter
 * picks one, Escape closes the list.
 */
export function CvSearch({ value, onChange, suggestions }: CvSearchProps) {
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const visible = isOpen && suggestions.length > 0;

  function pick(suggestion: string) {
    onChange(suggestion);
    setIsOpen(false);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % Math.max(suggestions.length, 1));
    } else if (event.key === 'Enter' && visible && active >= 0) {
      event.preventDefault();
      pick(suggestions[active] ?? value);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative w-full sm:w-64">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        type="search"
        role="combobox"
        aria-label="Search CVs"
        aria-expanded={visible}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={visible && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Search CVs..."
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setIsOpen(true);
          setActive(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={handleKeyDown}
        className={cn(inputClassName, 'pl-9')}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!visible}
        className="absolute z-20 mt-1 max-h-48 w-full overflow-auto rounded-lg border border-border bg-card p-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // The keyboard drives the list through the combobox (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            className="cursor-pointer truncate rounded-md px-2.5 py-1.5 text-sm aria-selected:bg-muted hover:bg-muted"
          >
            {suggestion}
          </li>
        ))}
      </ul>
    </div>
  );
}
