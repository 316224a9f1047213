import { looksLikeLocation } from './contact-patterns';
import { findDateRange, withoutDate, type DateMatch } from './dates';
import type { LogicalLine } from './types';

const SEPARATORS = /\s+[—–|·•@]\s+|\s+-\s+|\s*\|\s*|\s+at\s+/;
const TITLE_WORDS =
  /\b(engineer|developer|manager|designer|analyst|director|lead|head|consultant|specialist|officer|coordinator|assistant|intern|scientist|architect|administrator|nurse|teacher|lecturer|accountant|vp|vice president|chief|cto|ceo|cfo|coo|founder|co-founder|associate|executive|representative|technician|editor|writer|strategist|planner|advis[eo]r|programmer|researcher|owner|supervisor|agent|clerk|recruiter|tester|trainee|apprentice|principal|scrum master|marketer|producer|buyer|controller|auditor|therapist|pharmacist|chef|operator)s?\b/i;
const COMPANY_WORDS =
  /\b(ltd|limited|inc|llc|llp|gmbh|ag|s\.?a\.?|plc|corp|corporation|company|co|group|labs?|solutions|technologies|systems|software|bank|studio|agency|partners|university|hospital|logistics|foods|media|health|energy|traders|consulting|holdings|ventures|industries|services)\b\.?/i;

export const titleScore = (text: string) =>
  (TITLE_WORDS.test(text) ? 1 : 0) - (COMPANY_WORDS.test(text) ? 1 : 0);

export interface HeaderParts {
  parts: string[];
  location: string;
  date: DateMatch | undefined;
  /** "Title at Company": the order is known, not guessed. */
  isOrdered: boolean;
}

/** Splits entry header lines into their text parts, pulling out the date range and a location. */
export function headerParts(lines: LogicalLine[]): HeaderParts {
  const result: HeaderParts = { parts: [], location: '', date: undefined, isOrdered: false };
  for (const line of lines) {
    for (const chunk of line.chunks) {
      let text = chunk.text;
      const date = findDateRange(text);
      if (date) {
        result.date ??= date;
        text = withoutDate(text, date);
      }
      if (/\s+at\s+/.test(text)) result.isOrdered = true;
      for (const raw of text.split(SEPARATORS)) {
        const part = raw.replace(/^[,;:\s]+|[,;:\s]+$/g, '');
        if (!part) continue;
        if (!result.location && (looksLikeLocation(part) || /^remote$/i.test(part)))
          result.location = part;
        else result.parts.push(part);
      }
    }
  }
  return result;
}
