import type { PersonalInfo } from '@cvforge/contracts';
import { SECTION_DEFINITIONS } from '@cvforge/cv-model';
import type { Dispatch } from 'react';
import { personalFieldKey, type Doubts } from '../utils/confidence';
import type { EditorAction } from '../utils/editor-reducer';
import { PERSONAL_FIELDS } from '../utils/section-fields';
import { FieldGroup } from './field-group';

interface PersonalInfoCardProps {
  personalInfo: PersonalInfo;
  dispatch: Dispatch<EditorAction>;
  doubts: Doubts;
}

/** The edit page's fixed first card: personal info is required and heads every CV. */
export function PersonalInfoCard({ personalInfo, dispatch, doubts }: PersonalInfoCardProps) {
  const { title } = SECTION_DEFINITIONS.personal_info;
  return (
    <section
      aria-labelledby="personal-info-title"
      className="rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="mb-4 flex items-center gap-2">
        <h2 id="personal-info-title" className="flex-1 text-base font-semibold">
          {title}
        </h2>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">Required</span>
      </div>
      <FieldGroup
        fields={PERSONAL_FIELDS}
        values={personalInfo}
        isDoubtful={(key) => doubts.has(personalFieldKey(key))}
        onConfirm={(key) => doubts.clear(personalFieldKey(key))}
        onChange={(key, value) => {
          doubts.clear(personalFieldKey(key));
          dispatch({ type: 'setPersonal', key: key as keyof PersonalInfo, value: String(value) });
        }}
      />
    </section>
  );
}
