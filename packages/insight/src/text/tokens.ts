/** Words of CVs and job ads as the engine compares them: lower-cased, lightly stemmed, in order. */

export interface Token {
  /** As written (case kept): short or everyday-word skill names are matched case-sensitively. */
  raw: string;
  /** Lower-cased and stemmed: what phrases are matched on. */
  stem: string;
  /** First token of its line or sentence: a capital letter there proves nothing. */
  sentenceStart: boolean;
}

// A word: letters/digits with inner . - / ' joints and trailing + or # (C++, C#, Node.js, CI/CD, .NET).
const WORD = /\.?[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[.\-/'’][\p{L}\p{N}+#]+)*/gu;
const SENTENCE_BREAK = /[.!?;:•\n]\s*$/u;

/** Light English stemming (plural and verb endings) so "microservices" meets "microservice". */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 4 || /[^a-z]/.test(lower)) return lower;
  let base = lower;
  if (base.endsWith('ies') && base.length > 5) base = `${base.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(base)) return base;
  else if (base.endsWith('ing') && base.length > 6) base = base.slice(0, -3);
  else if (base.endsWith('ed') && base.length > 5) base = base.slice(0, -2);
  else if (/(ches|shes|xes|sses|zes)$/.test(base)) base = base.slice(0, -2);
  else if (base.endsWith('s')) base = base.slice(0, -1);
  return base.endsWith('e') && base.length > 4 ? base.slice(0, -1) : base;
}

/**
 * Splits text into tokens. A joined word ("Python/Django", "full-stack") is split into its parts
 * unless `keep` knows it whole ("CI/CD", "A/B").
 */
export function tokenize(text: string, keep?: ReadonlySet<string>): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 3), match.index);
    const sentenceStart = tokens.length === 0 || SENTENCE_BREAK.test(before);
    const word = match[0].replace(/['’]s$/u, '');
    const parts =
      /[-/'’]/u.test(word) && !keep?.has(word.toLowerCase()) ? word.split(/[-/'’]/u) : [word];
    parts.forEach((part, index) => {
      if (!part) return;
      tokens.push({ raw: part, stem: stem(part), sentenceStart: sentenceStart && index === 0 });
    });
  }
  return tokens;
}

/** Words that never make a keyword on their own. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above across after again against all also am an and any are as at be because been before being
  below between both but by can could did do does doing down during each either etc few for from further
  had has have having he her here hers him his how i if in into is it its itself just least less let like
  made make many may me might more most much must my no nor not now of off on once only or other our ours
  out over own per plus same she should so some such than that the their them then there these they this
  those through to too under until up upon us very via was we were what when where which while who whom why
  will with within without would yet you your yours role team teams work working works job candidate
  candidates ideal ideally strong excellent good great solid proven ability able experience experienced
  years year skill skills knowledge understanding familiarity including include includes new using use
  based across well high highly level plus bonus preferred required requirement requirements responsibilities
  responsibility looking join company opportunity environment day days etc e.g i.e within across
  degree bachelor master equivalent related field fields minimum least+`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

/** Whether a phrase's stems appear in order in the tokens. */
export function containsPhrase(tokens: readonly Token[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let index = 0; index + phrase.length <= tokens.length; index++) {
    for (let offset = 0; offset < phrase.length; offset++)
      if (tokens[index + offset]?.stem !== phrase[offset]) continue outer;
    return true;
  }
  return false;
}
