import type { FieldDoubt } from '../utils/confidence';
import type { FieldSpec } from '../utils/section-fields';
import { FieldInput, type FieldValue } from './field-input';

interface FieldGroupProps {
  fields: readonly FieldSpec[];
  values: Readonly<Record<string, unknown>>;
  onChange: (key: string, value: string | string[]) => void;
  /** The entry's number in a list section, appended to every label ("Company 2"). */
  number?: number;
  doubtOf?: (key: string) => FieldDoubt | undefined;
  onConfirm?: (key: string) => void;
  printedAsOf?: (key: string) => string | undefined;
  /** A field took the focus, with its visible label. */
  onFocusField?: (key: string, label: string) => void;
}

/** The inputs of one section or entry, laid out in a two-column grid. */
export function FieldGroup({
  fields,
  values,
  onChange,
  number,
  doubtOf,
  onConfirm,
  printedAsOf,
  onFocusField,
}: FieldGroupProps) {
  const labelOf = (spec: FieldSpec) =>
    number === undefined ? spec.label : `${spec.label} ${number}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((spec) => (
        <FieldInput
          key={spec.key}
          spec={spec}
          label={labelOf(spec)}
          onFocus={onFocusField && (() => onFocusField(spec.key, labelOf(spec)))}
          value={values[spec.key] as FieldValue | undefined}
          onChange={(value) => onChange(spec.key, value)}
          doubt={doubtOf?.(spec.key)}
          onConfirm={() => onConfirm?.(spec.key)}
          printedAs={printedAsOf?.(spec.key)}
        />
      ))}
    </div>
  );
}
