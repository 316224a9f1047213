import { useSourceFocus } from '../hooks/use-source-focus';
import type { LocationParts, PersonalInfo } from '@cvforge/contracts';
import { keptJsonResumeFields, SECTION_DEFINITIONS } from '@cvforge/cv-model';
import type { Dispatch } from 'react';
import { personalFieldKey, type Doubts } from '../utils/confidence';
import type { EditorAction } from '../utils/editor-reducer';
import { LOCATION_PART_FIELDS, PERSONAL_FIELDS, PROFILE_FIELDS } from '../utils/section-fields';
import { FieldGroup } from './field-group';
import { KeptNote } from './kept-note';

interface PersonalInfoCardProps {
  personalInfo: PersonalInfo;
  dispatch: Dispatch<EditorAction>;
  doubts: Doubts;
}

/** The edit page's fixed first card: personal info is required and heads every CV. */
export function PersonalInfoCard({ personalInfo, dispatch, doubts }: PersonalInfoCardProps) {
  const focusSource = useSourceFocus();
  const { title } = SECTION_DEFINITIONS.personal_info;
  const { location_parts: parts, profiles } = personalInfo;
  // Imported parts and profiles are edited as such; the text they make is derived from them.
  const fields = PERSONAL_FIELDS.filter(
    ({ key }) => !(key === 'location' && parts) && !(key === 'linkedin' && profiles),
  );
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
        fields={fields}
        values={personalInfo}
        doubtOf={(key) => doubts.of(personalFieldKey(key))}
        printedAsOf={(key) => doubts.printedAs(personalFieldKey(key))}
        onFocusField={(key, label) => focusSource(personalFieldKey(key), label)}
        onConfirm={(key) => doubts.clear(personalFieldKey(key))}
        onChange={(key, value) => {
          doubts.clear(personalFieldKey(key));
          dispatch({ type: 'setPersonal', key: key as keyof PersonalInfo, value: String(value) });
        }}
      />
      {parts && (
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-semibold">Location</legend>
          <FieldGroup
            fields={LOCATION_PART_FIELDS}
            values={parts}
            onChange={(key, value) =>
              dispatch({
                type: 'setLocationPart',
                key: key as keyof LocationParts,
                value: String(value),
              })
            }
          />
        </fieldset>
      )}
      {profiles?.map((profile, index) => (
        <fieldset key={profile.id} className="mt-4">
          <legend className="mb-2 text-sm font-semibold">{`Profile ${index + 1}`}</legend>
          <FieldGroup
            fields={PROFILE_FIELDS}
            values={profile}
            number={index + 1}
            onChange={(key, value) =>
              dispatch({
                type: 'updateProfile',
                index,
                key: key as 'network' | 'username' | 'url',
                value: String(value),
              })
            }
          />
        </fieldset>
      ))}
      <KeptNote fields={keptJsonResumeFields('personal_info', personalInfo.json_resume)} />
    </section>
  );
}
