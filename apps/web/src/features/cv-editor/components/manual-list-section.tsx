import type { ListSectionType } from '@cvforge/contracts';
import { keptJsonResumeFields } from '@cvforge/cv-model';
import { useFieldArray, useFormContext, useWatch, type Path } from 'react-hook-form';
import { emptyManualEntry, type ManualCvInput } from '../utils/manual-cv';
import { ENTRY_FIELDS } from '../utils/section-fields';
import { EntryList } from './entry-list';
import { KeptNote } from './kept-note';
import { ManualFields } from './manual-fields';

function ManualKeptNote({ type, index }: { type: ListSectionType; index: number }) {
  const kept = useWatch<ManualCvInput>({
    name: `${type}.${index}.json_resume` as Path<ManualCvInput>,
  });
  return <KeptNote fields={keptJsonResumeFields(type, kept)} />;
}

/** A repeatable section of the manual form: numbered entries with Add and Remove. */
export function ManualListSection({ type }: { type: ListSectionType }) {
  const { control } = useFormContext<ManualCvInput>();
  const { fields, append, remove } = useFieldArray({ control, name: type });
  return (
    <EntryList
      type={type}
      keys={fields.map((field) => field.id)}
      onAdd={() => append(emptyManualEntry(type) as never)}
      onRemove={remove}
      renderEntry={(index, number) => (
        <>
          <ManualFields
            name={`${type}.${index}` as Path<ManualCvInput>}
            fields={ENTRY_FIELDS[type]}
            number={number}
          />
          <ManualKeptNote type={type} index={index} />
        </>
      )}
    />
  );
}
