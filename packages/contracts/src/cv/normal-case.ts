/**
 * Values printed in capitals ("DANIEL OKAFOR", "SENIOR BACKEND ENGINEER") written in normal case,
 * one rule for the parser (which keeps the printed value for undo) and for tailoring
 * (docs/decisions/037-normal-case.md).
 */

/** Capitals that stay capitals: acronyms of roles, degrees and fields. */
const ACRONYMS = new Set(
  (
    'AI API AWS BA BI BS BSC CEO CFO CIO COO CPA CRM CTO EMEA ERP ETL FP&A GCP HR II III IT IV ' +
    'KPI LLC LLM MA MBA MD ML MSC NHS PA PHD PMP QA RN SAP SEO SQL SRE UI UK US USA UX VP'
  ).split(' '),
);

/** Small words kept in lower case inside a value, in the parser's eight languages. */
const SMALL = new Set(
  (
    'of and the in at for to on a an ' +
    'de del della di da do dos das du des la le el et e y i w z ' +
    'van von der den und für zu voor en het'
  ).split(' '),
);

/** True when a text is written in capitals only ("JANE DOE", "DEVOPS ENGINEER"). */
export const isShouted = (text: string) =>
  /\p{Lu}.*\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text) && text.replace(/\P{L}/gu, '').length > 3;

/**
 * A text printed in capitals written in normal case: "DEVOPS ENGINEER" → "DevOps Engineer" (with
 * `spelling`, a vocabulary's own spelling of a word), "JANE O'NEIL" → "Jane O'Neil"; acronyms stay.
 * Texts with any lower-case letter are returned as they are.
 */
export function normalCase(text: string, spelling?: (word: string) => string | undefined): string {
  if (!isShouted(text)) return text;
  return text.replace(/[\p{L}\p{N}&]+(?:['’][\p{L}]+)?/gu, (word, offset: number) => {
    if (ACRONYMS.has(word)) return word;
    const known = spelling?.(word);
    if (known && known.toLowerCase() === word.toLowerCase()) return known;
    const lower = word.toLowerCase();
    if (offset > 0 && SMALL.has(lower)) return lower;
    return lower.replace(/(^|['’-])\p{L}/gu, (letter) => letter.toUpperCase());
  });
}
