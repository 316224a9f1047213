/**
 * The requirement kinds a posting states in set phrases: years, degrees, certifications and
 * licences, work authorisation, location, salary questions, languages. Each finder returns the phrases it found
 * and the spans it used, so the noun-phrase reader does not read them again.
 */

export type RequirementKind =
  | 'skill'
  | 'tool'
  | 'method'
  | 'years'
  | 'degree'
  | 'certification'
  | 'language'
  | 'authorisation'
  | 'location'
  | 'salary'
  | 'soft_skill';

export interface PatternHit {
  text: string;
  kind: RequirementKind;
  /** Start and end of the words used in the line. */
  span: [number, number];
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

const YEARS =
  /\b(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s*\(\d{1,2}\))?\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*(years?|yrs|months)\b/gi;
const DEGREE =
  /\b(?:(?:bachelor(?:'s|s)?|master(?:'s|s)?|doctoral)(?: degree)?|associate(?:'s)? degree|doctorate|graduate (?:or higher[- ]level )?degree|graduate education|B\.?Sc?\b\.?|M\.?Sc?\b\.?|MBA|Ph\.\s?D\.?|PhD|J\.D\.|JD|LL\.[BM]\.?|degree|diploma)(?:\s+(?:in|of)\s+[^,;.()]+?)?(?=$|[,;.()]|\s+(?:or|with|from|and|that|plus)\b)|\b\d{1,2} semester hours(?: (?:of|in) [a-z ]+?)?(?=$|[,;.()])/gi;
const CERTIFICATION =
  /\b((?:[\p{L}\p{N}/-]+\s+){0,3}?)(licen[cs]e|licensure|registration as a [a-z ]+|certificate|certification|examination|exam)\b/giu;
const PASSED_EXAM = /\bpass(?:ed|ing)? (?:the )?((?:[A-Z][\w'-]*\s?){1,5})/g;
const BAR =
  /\b(?:(?:active )?bar membership|member(?: in good standing)? of (?:the|a) (?:state )?bar|bar admission|admitted to (?:the|a) bar)\b/gi;
const AUTHORISATION =
  /\b(?:U\.?S\.? )?citizen(?:ship|s)?\b|\b(?:work (?:authori[sz]ation|permit)|right to work)(?: (?:in|for) (?:the )?(?:[A-Z][\w.]*\s?){1,3})?|\bvisa sponsorship\b|\b(?:(?:top )?secret(?:\/sci)? )?(?:security )?clearance\b|\bselective service(?: registration)?\b|\bdrug test(?:ing)?\b|\bbackground (?:check|investigation)\b|\bhealth screening\b/gi;
const LOCATION =
  /\b(?:on[- ]?site|relocat\w+(?: support)?|travel(?: up to \d+\s?%)?|hybrid|fully remote|remote(?: worldwide)?)\b/gi;
/** The application asks for a figure: the person answers it there, no CV line shows it. */
const SALARY =
  /\b(?:(?:desired|expected|current) (?:salary|compensation|pay)|(?:salary|compensation|pay) (?:expectations?|requirements?|history))\b/gi;
const LANGUAGES =
  'English|German|French|Spanish|Portuguese|Italian|Dutch|Polish|Arabic|Mandarin|Cantonese|Chinese|Japanese|Korean|Hindi|Russian|Turkish|Swedish|Danish|Norwegian|Finnish|Czech|Greek|Hebrew';
const LANGUAGE = new RegExp(
  `\\b(?:fluen(?:t|cy)|proficien(?:t|cy)|native|business[- ]level|spoken|written)\\b[^.;]*?\\b(${LANGUAGES})\\b|\\b(${LANGUAGES})\\b(?=[^.;]*\\b(?:fluen|proficien|native|spoken|written|speaker|level|C1|C2|B2)\\b)`,
  'gi',
);

/** Words that qualify a licence rather than name it ("a current, active licence"). */
const LICENCE_QUALIFIERS =
  /^(a|an|the|and|or|current|active|full|valid|unrestricted|national|state|own|hold|possess|official|have|must|your|as|of|in)$/i;

function yearsOf(amount: string, unit: string): number {
  const value = NUMBER_WORDS[amount.toLowerCase()] ?? Number(amount);
  return /month/i.test(unit) ? Math.round((value / 12) * 10) / 10 : value;
}

const hit = (text: string, kind: RequirementKind, at: number, length: number): PatternHit => ({
  text: text.trim(),
  kind,
  span: [at, at + length],
});

function certificationHits(line: string): PatternHit[] {
  const hits: PatternHit[] = [];
  for (const match of line.matchAll(CERTIFICATION)) {
    const words = (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
    while (words.length > 0 && LICENCE_QUALIFIERS.test(words[0] as string)) words.shift();
    const name = [...words, match[2]].join(' ');
    const start = (match.index ?? 0) + (match[0].length - match[0].trimStart().length);
    hits.push(hit(name, 'certification', start, match[0].length));
  }
  for (const match of line.matchAll(PASSED_EXAM)) {
    const name = (match[1] ?? '').trim();
    if (name) hits.push(hit(name, 'certification', match.index ?? 0, match[0].length));
  }
  for (const match of line.matchAll(BAR))
    hits.push(hit('bar membership', 'certification', match.index ?? 0, match[0].length));
  return hits;
}

/** Every set-phrase requirement of a line, in line order. */
export function patternHits(line: string, label?: string): PatternHit[] {
  const hits: PatternHit[] = [];
  for (const match of line.matchAll(YEARS)) {
    const years = yearsOf(match[1] as string, match[2] as string);
    hits.push(hit(`${years} years`, 'years', match.index ?? 0, match[0].length));
  }
  for (const match of line.matchAll(DEGREE))
    hits.push(hit(match[0], 'degree', match.index ?? 0, match[0].length));
  hits.push(...certificationHits(line));
  for (const match of line.matchAll(AUTHORISATION)) {
    const text = /citizen/i.test(match[0]) ? 'US citizenship' : match[0];
    hits.push(hit(text, 'authorisation', match.index ?? 0, match[0].length));
  }
  if (label && /^(location|based in|office|where|time ?zone)$/.test(label))
    hits.push(hit(line.split(/[.;(]/)[0] ?? line, 'location', 0, line.length));
  else
    for (const match of line.matchAll(LOCATION))
      hits.push(hit(match[0], 'location', match.index ?? 0, match[0].length));
  for (const match of line.matchAll(SALARY))
    hits.push(hit(match[0], 'salary', match.index ?? 0, match[0].length));
  for (const match of line.matchAll(LANGUAGE)) {
    const name = match[1] ?? match[2] ?? '';
    hits.push(hit(name, 'language', match.index ?? 0, match[0].length));
  }
  // Overlapping finds: the earlier, longer one wins.
  const sorted = hits.sort((a, b) => a.span[0] - b.span[0] || b.span[1] - a.span[1]);
  const kept: PatternHit[] = [];
  for (const candidate of sorted) {
    const last = kept.at(-1);
    if (last && candidate.span[0] < last.span[1]) continue;
    kept.push(candidate);
  }
  return kept;
}
