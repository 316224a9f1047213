import { useSourceFocus } from '../hooks/use-source-focus';
import type { CvSection } from '@cvforge/contracts';
import { keptJsonResumeFields } from '@cvforge/cv-model';
import type { Dispatch } from 'react';
import { entryFieldKey, sectionFieldKey, type Doubts } from '../utils/confidence';
import { entriesOf, isListSection, type EditorAction } from '../utils/editor-reducer';
import {
  ENTRY_FIELDS,
  SKILL_FIELDS,
  SKILL_GROUP_FIELDS,
  SUMMARY_FIELD,
  type FieldSpec,
} from '../utils/section-fields';
import { EntryList } from './entry-list';
import { FieldGroup } from './field-group';
import { KeptNote } from './kept-note';

interface SectionEditorProps {
  section: CvSection;
  dispatch: Dispatch<EditorAction>;
  doubts: Doubts;
}

const COVER_LETTER_FIELD: FieldSpec = { key: 'content', label: 'Cover letter', kind: 'textarea' };

/** The body of one section card on the edit page, sharing its inputs with the manual form. */
export function SectionEditor({ section, dispatch, doubts }: SectionEditorProps) {
  const focusSource = useSourceFocus();
  const { id: sectionId, type } = section;

  if (isListSection(type)) {
    const entries = entriesOf(section);
    return (
      <EntryList
        type={type}
        keys={entries.map((entry) => entry.id)}
        onAdd={() => dispatch({ type: 'addEntry', sectionId })}
        onRemove={(index) =>
          dispatch({ type: 'removeEntry', sectionId, entryId: entries[index]!.id })
        }
        renderEntry={(index, number) => {
          const entry = entries[index]!;
          const keyOf = (field: string) => entryFieldKey(type, entry.id, field);
          return (
            <>
              <FieldGroup
                fields={ENTRY_FIELDS[type]}
                values={entry}
                number={number}
                doubtOf={(field) => doubts.of(keyOf(field))}
                printedAsOf={(field) => doubts.printedAs(keyOf(field))}
                onFocusField={(field, label) => focusSource(keyOf(field), label)}
                onConfirm={(field) => doubts.clear(keyOf(field))}
                onChange={(field, value) => {
                  doubts.clear(keyOf(field));
                  dispatch({
                    type: 'updateEntry',
                    sectionId,
                    entryId: entry.id,
                    key: field,
                    value,
                  });
                }}
              />
              <KeptNote fields={keptJsonResumeFields(type, entry.json_resume)} />
            </>
          );
        }}
      />
    );
  }

  if (section.type === 'cover_letter') {
    return (
      <FieldGroup
        fields={[COVER_LETTER_FIELD]}
        values={section.content.cover_letter}
        onChange={(_key, value) =>
          dispatch({ type: 'setCoverLetter', sectionId, text: String(value) })
        }
      />
    );
  }

  if (section.type === 'skills' && section.content.groups) {
    return (
      <div className="space-y-4">
        {section.content.groups.map((group, index) => (
          <div key={group.id}>
            <FieldGroup
              fields={SKILL_GROUP_FIELDS}
              values={group}
              number={index + 1}
              onChange={(key, value) =>
                dispatch({
                  type: 'updateSkillGroup',
                  sectionId,
                  index,
                  key: key as 'name' | 'level' | 'keywords',
                  value,
                })
              }
            />
            <KeptNote fields={keptJsonResumeFields('skills', group.json_resume)} />
          </div>
        ))}
      </div>
    );
  }

  const fields = type === 'summary' ? [SUMMARY_FIELD] : type === 'skills' ? SKILL_FIELDS : [];
  const keyOf = (field: string) => sectionFieldKey(type, field);
  return (
    <FieldGroup
      fields={fields}
      values={section.content}
      doubtOf={(field) => doubts.of(keyOf(field))}
      onConfirm={(field) => doubts.clear(keyOf(field))}
      onFocusField={(field, label) => focusSource(keyOf(field), label)}
      onChange={(field, value) => {
        doubts.clear(keyOf(field));
        dispatch({ type: 'setSectionField', sectionId, key: field, value });
      }}
    />
  );
}
