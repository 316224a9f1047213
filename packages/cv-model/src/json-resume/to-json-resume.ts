import type { CvContent, SectionContent, SectionType, SkillsContent } from '@cvforge/contracts';
import { currentSkillGroups } from '../derived-fields';
import { isRecord } from '../normalise/values';
import {
  awardCodec,
  basicsCodec,
  certificateCodec,
  educationCodec,
  languageCodec,
  orNone,
  plainSkillGroups,
  projectCodec,
  referenceCodec,
  skillCodec,
  workCodec,
} from './codecs';
import { withoutUndefined, writeEntry, type EntryCodec } from './kept';
import { JSON_RESUME_SCHEMA_URL, JSON_RESUME_VERSION, type JsonResume } from './types';

function contentOf<T extends SectionType>(cv: CvContent, type: T): SectionContent<T> | undefined {
  return cv.sections.find((section) => section.type === type)?.content as
    SectionContent<T> | undefined;
}

const written = <E extends { json_resume?: Record<string, unknown> }>(
  codec: EntryCodec<E>,
  entries: readonly E[] | undefined,
) => orNone((entries ?? []).map((entry) => writeEntry(codec, entry)));

/** Named groups while they still make the three lists (packages/cv-model/src/derived-fields.ts). */
function skills(content: SkillsContent | undefined) {
  if (!content) return undefined;
  const groups = currentSkillGroups(content);
  return groups ? written(skillCodec, groups) : plainSkillGroups(content);
}

/**
 * cvforge content → a JSON Resume v1.2.1 document. Values kept from an import come back as they
 * were (docs/decisions/023-json-resume-round-trip.md). Sections JSON Resume lacks (achievements,
 * soft skills, cover letter), the section layout and the metadata go under `meta.cvforge`.
 */
export function toJsonResume(cv: CvContent): JsonResume {
  const { json_resume: kept = {}, ...metadata } = cv.metadata;
  const summary = contentOf(cv, 'summary');
  const sections = {
    basics: writeEntry(basicsCodec, { ...cv.personal_info, summary: summary?.text ?? '' }),
    work: written(workCodec, contentOf(cv, 'experience')?.experiences),
    education: written(educationCodec, contentOf(cv, 'education')?.education),
    skills: skills(contentOf(cv, 'skills')),
    languages: written(languageCodec, contentOf(cv, 'languages')?.languages),
    projects: written(projectCodec, contentOf(cv, 'projects')?.projects),
    certificates: written(certificateCodec, contentOf(cv, 'certifications')?.certifications),
    awards: written(awardCodec, contentOf(cv, 'awards')?.awards),
    references: written(referenceCodec, contentOf(cv, 'references')?.references),
  };
  const meta = {
    ...(isRecord(kept.meta) ? kept.meta : { version: JSON_RESUME_VERSION }),
    cvforge: {
      metadata,
      highlighted_keywords: summary?.highlightedKeywords ?? [],
      layout: cv.sections.map(({ id, type, title, order, is_visible }) => ({
        id,
        type,
        title,
        order,
        is_visible,
      })),
      achievements: contentOf(cv, 'achievements')?.achievements ?? [],
      soft_skills: contentOf(cv, 'soft_skills')?.soft_skills ?? [],
      cover_letter: contentOf(cv, 'cover_letter')?.cover_letter.content ?? '',
    },
  };
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    ...kept,
    ...withoutUndefined(sections),
    meta,
  } as JsonResume;
}
