import type { Knowledge, TermHit } from '../knowledge';
import { STOPWORDS, stem } from '../text/tokens';
import { postingLines } from './posting-lines';
import { patternHits, type RequirementKind } from './requirement-patterns';

export type { RequirementKind } from './requirement-patterns';

/** One thing a job posting asks for, in the posting's own words and order. */
export interface PostingRequirement {
  /** The posting's words for it ("Postgres", "2 years", "registered nurse license"). */
  text: string;
  kind: RequirementKind;
  /** A must-have unless the posting marks it preferred, a plus, a bonus, or an alternative. */
  must: boolean;
  /** The posting line it was read from. */
  quote: string;
  /** The knowledge base's name for it, when the catalogue knows it (synonyms, grouping). */
  catalogued?: string | undefined;
}

/** Verbs that open a duty or requirement ("Build …", "Using …"): skipped before its first noun. */
const LEAD_VERBS = new Set(
  `build builds develop keep manage handle advise draft prepare conduct run use write maintain
  create lead ensure interpret serve assess complete provide implement deliver
  own partner collaborate monitor reconcile drive define analyse analyze
  coordinate participate perform assist evaluate identify apply communicate ship
  deploy operate diagnose make take give help need hold possess pass passed describe show meet qualify
  know enjoy love thrive join grow learn bring keep work building running using making helping giving
  managing keeping writing designing defining handling taking operating owning developing maintaining
  creating leading supporting ensuring providing researching applying advising interpreting studies
  tell send share include state`
    .split(/\s+/)
    .filter(Boolean),
);
/** Qualifiers and connectives that end a noun phrase wherever they stand. */
const BREAK_WORDS = new Set(
  `require requires required looking seeking want wants whether needed deep solid sound proven
  demonstrated hands-on working practical professional production strict basic advanced complex
  relevant current active full valid unrestricted modern significant ample top-notch proficient
  proficiency familiar comfortable fluent fluency high highly large small various multiple several
  related similar equivalent another least minimum preferred plus ideal nice bonus asset optional
  typical typically clearly successful successfully effective effectively overall general specific
  particular certain key core main primary day-to-day across toward towards against between per via
  etc e.g i.e both either neither whole order sufficient adequate considered may might count counts
  counted wherever where applies applicable together instead higher first met gave describe
  standing needs strongly lower upper next`
    .split(/\s+/)
    .filter(Boolean),
);
/** People a posting says you will work with ("product managers"): collaborators, not requirements. */
const PEOPLE = new Set(
  `manager engineer researcher staff graduate designer stakeholder customer client user colleague
  partner attorney lawyer developer analyst executive member employee candidate applicant people
  leadership founder team`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);
/** One uncatalogued word that describes rather than names ("consistent", "ethically", "accredited"). */
const DESCRIBING = /(ly|ed|ive|ous|ful|ent|ant|ible|able|ical)$/i;
/** Pay grades and other codes of the announcement ("GS-12"), not requirements. */
const GRADE_CODE = /^[A-Z]{2}-\d{1,2}$/;

/** Whether an uncatalogued phrase is worth listing as a requirement. */
function isRequirementPhrase(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  const head = stem(words.at(-1) ?? '');
  if (PEOPLE.has(head)) return false;
  if (words.length === 1 && (DESCRIBING.test(phrase) || GRADE_CODE.test(phrase))) return false;
  return true;
}

/** Nouns too general to be a requirement on their own. */
const GENERIC = new Set(
  `experience knowledge ability abilities skill skills duties duty position positions applicant
  applicants resume level grade candidate time people others field fields area areas environment
  requirement requirements qualification qualifications closing date announcement work world things
  problems problem setting settings way ways part parts lot kind kinds range variety number`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);
const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#.'’/_-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;

/**
 * Runs of content words between breaks: the candidate noun phrases of a line, each as the
 * posting writes it (from its first word to its last: "R&D budgets", not "R D budgets").
 */
function nounPhrases(text: string): string[] {
  const phrases: string[] = [];
  const joined = text.replace(/\b(\w+) as (code|a service)\b/gi, '$1_as_$2').replace(/_a /g, '_a_');
  for (const clause of joined.split(/[,;:()"“”!?]|\s[-–—]\s|\.(?=\s|$)/)) {
    let run: { word: string; start: number; end: number }[] = [];
    let opened = false;
    // "quantitative and qualitative analysis": the first describing word shares the next head.
    let sharesHead: string | undefined;
    const last = () => run.at(-1)?.word ?? '';
    const flush = (word?: string) => {
      while (run.length > 0 && GENERIC.has(stem(last()))) run.pop();
      const coordinated = /^(and|or)$/i.test(word ?? '');
      if (coordinated && run.length === 1 && DESCRIBING.test(last())) {
        sharesHead = last();
        run = [];
        return;
      }
      if (run.length > 0 && run.length <= 5 && !run.every((each) => GENERIC.has(stem(each.word)))) {
        if (sharesHead && run.length > 1) phrases.push(`${sharesHead} ${last()}`);
        const written = clause.slice(run[0]!.start, run.at(-1)!.end);
        phrases.push(written.replace(/_/g, ' '));
      }
      sharesHead = undefined;
      run = [];
    };
    for (const match of clause.matchAll(WORD)) {
      const word = match[0];
      const lower = word.toLowerCase();
      if (!opened && LEAD_VERBS.has(lower)) continue;
      const isBreak =
        STOPWORDS.has(lower) ||
        BREAK_WORDS.has(lower) ||
        (STOPWORDS.has(stem(lower)) && lower.length > 3) ||
        /^\d+%?$/.test(word);
      if (isBreak) flush(lower);
      else {
        const start = match.index ?? 0;
        run.push({ word, start, end: start + word.length });
        opened = true;
      }
    }
    flush();
  }
  return phrases;
}

/**
 * A soft skill counts only when the posting names it ("communication skills", "negotiation"),
 * never from an adjective describing something else ("dependable dashboards", "collaborative").
 */
function isExplicitSoftSkill(knowledge: Knowledge, hit: TermHit, line: string): boolean {
  const words = knowledge.tokens(line).slice(hit.at, hit.at + hit.length);
  if (words.length > 1) return true;
  const nameStems = knowledge.tokens(hit.term.name).map((token) => token.stem);
  return nameStems.length === 1 && nameStems[0] === words[0]?.stem;
}

const TOOL_CATEGORY = /tool|platform|database|cloud|framework|librar|software|devops|system|bi\b/i;
const METHOD_CATEGORY = /method|practice|process|agile/i;

/** The catalogue term a whole phrase is (all its words, not a part: "warehouse connections" is none). */
function wholeTerm(knowledge: Knowledge, phrase: string): TermHit['term'] | undefined {
  const hits = knowledge.findTerms(phrase, { listContext: true });
  const length = knowledge.tokens(phrase).length;
  return hits.length === 1 && hits[0]?.at === 0 && hits[0].length === length
    ? hits[0].term
    : undefined;
}

function kindOf(term: TermHit['term'] | undefined): RequirementKind {
  if (!term) return 'skill';
  if (term.kind === 'certification') return 'certification';
  if (term.kind === 'soft') return 'soft_skill';
  if (TOOL_CATEGORY.test(term.category)) return 'tool';
  return METHOD_CATEGORY.test(term.category) ? 'method' : 'skill';
}

/** Blank out the characters of used spans so later readers skip them. */
function blank(line: string, spans: readonly [number, number][]): string {
  const chars = [...line];
  for (const [start, end] of spans) for (let at = start; at < end; at++) chars[at] = ',';
  return chars.join('');
}

/** Character spans of term hits (token positions mapped back onto the line). */
function termSpans(line: string, hits: readonly TermHit[], knowledge: Knowledge) {
  const starts: [number, number][] = [];
  let from = 0;
  for (const token of knowledge.tokens(line)) {
    const at = line.indexOf(token.raw, from);
    starts.push([at, at + token.raw.length]);
    from = at < 0 ? from : at + token.raw.length;
  }
  return hits.map(({ at, length }): [number, number] => [
    starts[at]?.[0] ?? 0,
    starts[at + length - 1]?.[1] ?? 0,
  ]);
}

/** Everything a line asks for, in its order. */
function readLine(knowledge: Knowledge, text: string, label?: string) {
  type Found = Omit<PostingRequirement, 'must' | 'quote'> & { at: number };
  const found: Found[] = [];
  const patterns = patternHits(text, label);
  // "A degree or diploma …, associate, bachelor's or higher": one degree requirement per line.
  const degrees = patterns.filter((pattern) => pattern.kind === 'degree');
  if (degrees.length > 1)
    found.push({
      text: degrees.map((degree) => degree.text).join(' or '),
      kind: 'degree',
      at: degrees[0]?.span[0] ?? 0,
    });
  for (const pattern of patterns) {
    if (pattern.kind === 'degree' && degrees.length > 1) continue;
    const term = pattern.kind === 'certification' ? wholeTerm(knowledge, pattern.text) : undefined;
    found.push({
      text: pattern.text,
      kind: pattern.kind,
      catalogued: term?.name,
      at: pattern.span[0],
    });
  }
  let rest = blank(
    text,
    patterns.map((pattern) => pattern.span),
  );
  const soft = knowledge
    .findTerms(rest)
    .filter((hit) => hit.term.kind === 'soft' && isExplicitSoftSkill(knowledge, hit, rest));
  const softSpans = termSpans(rest, soft, knowledge);
  soft.forEach((hit, index) => {
    const [start, end] = softSpans[index] as [number, number];
    const phrase = rest.slice(start, end);
    found.push({ text: phrase, kind: 'soft_skill', catalogued: hit.term.name, at: start });
  });
  rest = blank(rest, softSpans);
  let from = 0;
  for (const phrase of nounPhrases(rest)) {
    const at = rest.indexOf(phrase.split(' ')[0] ?? phrase, from);
    from = Math.max(from, at);
    const term = wholeTerm(knowledge, phrase);
    if (term?.kind === 'soft' || (!term && !isRequirementPhrase(phrase))) continue;
    found.push({ text: phrase, kind: kindOf(term), catalogued: term?.name, at });
  }
  // In the line's own order.
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...requirement }) => requirement);
}

const keyOf = (knowledge: Knowledge, requirement: { text: string; catalogued?: string }) =>
  requirement.catalogued ??
  knowledge
    .tokens(requirement.text)
    .map((token) => token.stem)
    .join(' ');

/**
 * Every requirement a job posting states, in the posting's order, each a must-have or a
 * nice-to-have by the posting's own structure. The catalogue names what it knows; phrases it does
 * not know are kept in the posting's words.
 */
export function readRequirements(knowledge: Knowledge, description: string): PostingRequirement[] {
  const byKey = new Map<string, PostingRequirement>();
  for (const line of postingLines(description))
    for (const found of readLine(knowledge, line.text, line.label)) {
      const key = `${found.kind === 'years' ? 'years' : ''}${keyOf(knowledge, found)}`;
      if (!key.trim()) continue;
      const seen = byKey.get(key);
      if (seen) seen.must ||= !line.nice;
      else byKey.set(key, { ...found, must: !line.nice, quote: line.text });
    }
  return [...byKey.values()];
}
