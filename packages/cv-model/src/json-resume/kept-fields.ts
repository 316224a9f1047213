import type { CvContent, ListSectionType } from '@cvforge/contracts';
import { isRecord } from '../normalise/values';
import {
  awardCodec,
  basicsCodec,
  certificateCodec,
  educationCodec,
  languageCodec,
  projectCodec,
  referenceCodec,
  skillCodec,
  workCodec,
} from './codecs';

const OWNED = Object.fromEntries(
  Object.entries({
    personal_info: basicsCodec,
    skills: skillCodec,
    experience: workCodec,
    education: educationCodec,
    languages: languageCodec,
    projects: projectCodec,
    certifications: certificateCodec,
    awards: awardCodec,
    references: referenceCodec,
  }).map(([type, codec]) => [type, new Set(codec.flatMap((field) => field.owns))]),
) as Partial<Record<string, Set<string>>>;

/** Document properties every export writes anyway, so not worth telling about. */
const ALWAYS_WRITTEN = new Set(['$schema', 'meta']);

/**
 * The JSON Resume properties an entry keeps without an editor field ("url", "courses"); with no
 * entry, those the whole CV keeps ("volunteer", "interests").
 */
export function keptJsonResumeFields(
  type: ListSectionType | 'personal_info' | 'skills' | 'document',
  kept: unknown,
): string[] {
  const owned = OWNED[type] ?? ALWAYS_WRITTEN;
  return Object.keys(isRecord(kept) ? kept : {}).filter(
    (key) => !owned.has(key) && !key.startsWith('x-cvforge-'),
  );
}

/** The whole CV's kept properties; see keptJsonResumeFields. */
export const keptDocumentFields = (content: CvContent) =>
  keptJsonResumeFields('document', content.metadata.json_resume);
