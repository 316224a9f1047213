import type { Seniority } from '../knowledge/types';

const ENTRY =
  /\b(intern|internship|junior|jr|graduate|grad|entry[- ]level|trainee|apprentice|assistant|associate|student)\b/i;
const SENIOR = /\b(senior|sr|experienced)\b/i;
// "Staff Nurse", "Account Manager" are not leads; "Staff Engineer", "Engineering Manager" are.
const LEAD =
  /\b(lead|principal|head|director|chief|vp|vice president|partner|architect|staff (engineer|developer|scientist|designer)|(engineering|general|senior|people) manager)\b/i;

export const SENIORITY_ORDER: readonly Seniority[] = ['entry', 'mid', 'senior', 'lead'];
export const seniorityRank = (level: Seniority) => SENIORITY_ORDER.indexOf(level);

/** Seniority a title signals; "mid" when it says nothing. */
export function seniorityOfTitle(title: string): Seniority {
  if (LEAD.test(title)) return 'lead';
  if (SENIOR.test(title)) return 'senior';
  if (ENTRY.test(title)) return 'entry';
  return 'mid';
}

/** Seniority from years when the title says nothing. */
export function seniorityOfYears(years: number): Seniority {
  if (years >= 10) return 'lead';
  if (years >= 5) return 'senior';
  if (years >= 2) return 'mid';
  return 'entry';
}

/** Years a job of this level usually asks for, when the ad does not say. */
export const TYPICAL_YEARS: Record<Seniority, number> = { entry: 0, mid: 2, senior: 5, lead: 8 };

/** Words that say the level, not the job: left out when titles are compared. */
export const SENIORITY_WORDS =
  /\b(intern|junior|jr|senior|sr|lead|principal|staff|head|chief|graduate|trainee|entry|level|i{1,3}|iv)\b/gi;
