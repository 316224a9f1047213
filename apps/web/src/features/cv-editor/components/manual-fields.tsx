import { useFormContext, useWatch, type Path } from 'react-hook-form';
import type { FieldSpec } from '../utils/section-fields';
import type { ManualCvInput } from '../utils/manual-cv';
import { FieldGroup } from './field-group';

interface ManualFieldsProps {
  /** The object in the form the fields belong to: `personal_info`, `skills`, `experience.0`. */
  name: Path<ManualCvInput>;
  fields: readonly FieldSpec[];
  number?: number;
}

/** The shared field group bound to one object of the manual form. */
export function ManualFields({ name, fields, number }: ManualFieldsProps) {
  const { control, setValue } = useFormContext<ManualCvInput>();
  const values = useWatch({ control, name }) as Record<string, unknown>;
  return (
    <FieldGroup
      fields={fields}
      values={values}
      number={number}
      onChange={(key, value) =>
        setValue(`${name}.${key}` as Path<ManualCvInput>, value, { shouldDirty: true })
      }
    />
  );
}
