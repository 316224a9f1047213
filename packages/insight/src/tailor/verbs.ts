import type { CvContent } from '@cvforge/contracts';
import { sectionsOf } from '../apply/sections';
import { opensWithActionVerb } from '../extract/signals';

/**
 * Plainer openers and the action verb that says the same thing. Only exact equivalents: "Helped"
 * or "Answered" have none (a stronger verb would claim more than the person did).
 */
const SAME_MEANING: readonly [RegExp, string | ((rest: string) => string)][] = [
  [/^Ran\b/, (rest) => (CONDUCTED_THINGS.test(rest) ? 'Conducted' : 'Managed')],
  [/^Kept\b/, 'Maintained'],
  [/^Set up\b/, 'Implemented'],
  [/^Checked\b(?! (in|out)\b)/, 'Reviewed'],
  [/^Moved\b/, 'Migrated'],
  [/^Worked with\b/, 'Collaborated with'],
  [/^Made\b/, 'Created'],
  [/^Fixed\b/, 'Resolved'],
  [/^Booked\b/, 'Scheduled'],
  [/^Sent\b/, 'Delivered'],
];
const CONDUCTED_THINGS =
  /^\W*(\S+\s+){0,4}?(sessions?|interviews?|tests?|meetings?|training|stand-ups?|demos?|studies|study|workshops?|audits?|surveys?)\b/i;

/** Past tenses the simple rule (+ed) does not give. */
const IRREGULAR: Readonly<Record<string, string>> = {
  leading: 'Led',
  teaching: 'Taught',
  building: 'Built',
  writing: 'Wrote',
  running: 'Managed',
  overseeing: 'Oversaw',
  selling: 'Sold',
  making: 'Created',
};

/** "managing" → "Managed", when that is a recognised action verb. */
function pastOfGerund(gerund: string): string | undefined {
  const lower = gerund.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (!lower.endsWith('ing')) return undefined;
  const base = lower.slice(0, -3);
  const found = [`${base}ed`, `${base.replace(/y$/, 'i')}ed`].find(
    (candidate) => opensWithActionVerb(candidate) && candidate.length > 4,
  );
  return found ? found.charAt(0).toUpperCase() + found.slice(1) : undefined;
}

const WEAK_DUTY = /^(Responsible for|In charge of|Duties included)\s+(\p{L}+)\b/iu;

/**
 * An achievement opened with the action verb that means the same: "Ran 35 interviews" →
 * "Conducted 35 interviews", "Responsible for managing rotas" → "Managed rotas". What the line
 * claims does not change.
 */
export function strengthenOpening(line: string): string {
  const text = line.trim();
  if (!text || opensWithActionVerb(text)) return line;
  for (const [pattern, verb] of SAME_MEANING) {
    const found = pattern.exec(text);
    if (!found) continue;
    const rest = text.slice(found[0].length);
    return `${typeof verb === 'string' ? verb : verb(rest)}${rest}`;
  }
  const duty = WEAK_DUTY.exec(text);
  const past = duty && pastOfGerund(duty[2] as string);
  return past ? `${past}${text.slice(duty[0].length)}` : line;
}

export function strengthenOpenings(content: CvContent): void {
  for (const section of sectionsOf(content, 'experience'))
    for (const entry of section.content.experiences)
      entry.achievements = entry.achievements.map(strengthenOpening);
}
