import { composeFillIn, type FillIn, type FillInValues } from '@cvforge/contracts';
import { TextField } from '@/components/ui/text-field';

interface FillInFormProps {
  fillIn: FillIn;
  values: FillInValues;
  /** Applied: the words are in the CV; switch it off to change them. */
  disabled: boolean;
  onChange: (values: FillInValues) => void;
}

/**
 * The words a suggestion needs from the user (docs/decisions/032-no-placeholders.md): one field
 * each, and the sentence they make, which is what applying adds.
 */
export function FillInForm({ fillIn, values, disabled, onChange }: FillInFormProps) {
  const composed = composeFillIn(fillIn, values);
  return (
    <fieldset className="space-y-3 rounded-lg border border-dashed border-border p-3">
      <legend className="px-1 text-xs font-semibold text-muted-foreground uppercase">
        Your words
      </legend>
      {fillIn.fields.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          placeholder={field.example ? `e.g. ${field.example}` : undefined}
          value={values[field.key] ?? ''}
          disabled={disabled}
          maxLength={300}
          onChange={(event) => onChange({ ...values, [field.key]: event.target.value })}
        />
      ))}
      {composed.ok && (
        <p className="text-sm">
          <span className="font-medium">Adds: </span>
          <q>{composed.text}</q>
        </p>
      )}
    </fieldset>
  );
}
