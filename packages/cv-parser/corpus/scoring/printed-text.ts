/**
 * Text normalisation for scoring and the document's printed text: only values a design printed
 * are scored (packages/cv-parser/corpus/score.ts).
 */
import type { Truth, YearMonth } from '../truth';
import { MONTH_NAMES } from './month-names';

/** Case, whitespace, dashes and trailing punctuation do not count. */
export const norm = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[‐-―−]/g, '-')
    .replace(/[‘’‚‛`´]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:·|•]+$/, '')
    .replace(/^[\s·|•]+/, '')
    .trim();
/** Letters and digits only: for occurrence tests and long texts. */
export const compact = (text: string) => norm(text).replace(/[^\p{L}\p{N}]+/gu, '');
export const words = (text: string) =>
  norm(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
export const same = (a: string | undefined, b: string | undefined) =>
  norm(a ?? '') === norm(b ?? '');

/** Token F1 between two texts (0–1). */
export function similarity(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  if (left.length === 0 || right.length === 0) return 0;
  const pool = new Map<string, number>();
  for (const word of right) pool.set(word, (pool.get(word) ?? 0) + 1);
  let common = 0;
  for (const word of left) {
    const count = pool.get(word) ?? 0;
    if (count > 0) {
      common++;
      pool.set(word, count - 1);
    }
  }
  return (2 * common) / (left.length + right.length);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const urlKey = (url: string) =>
  norm(url)
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

/** The document's text, ready for "was this printed?" questions. */
export class PrintedText {
  private readonly flat: string;
  private readonly dense: string;
  private readonly lines: string;
  /** The same text without its e-mail addresses (a handle inside one is not a printed handle). */
  readonly outsideEmails: PrintedText | undefined;
  constructor(text: string, withEmails = true) {
    this.flat = ` ${norm(text)} `;
    this.dense = compact(text);
    this.lines = text.split('\n').map(norm).join('\n');
    this.outsideEmails = withEmails
      ? new PrintedText(text.replace(/\S+@\S+/g, ' '), false)
      : undefined;
  }
  /** Long values: letters and digits in sequence; short ones: as a whole word. */
  has(value: string): boolean {
    const key = compact(value);
    if (!key) return false;
    if (key.length > 6) return this.dense.includes(key);
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escape(norm(value))}(?=$|[^\\p{L}\\p{N}])`, 'u').test(
      this.flat,
    );
  }
  hasUrl(url: string): boolean {
    return this.has(urlKey(url));
  }
  /**
   * A handle printed as written, a whole token: "corinna_feuerbach" is not printed where only
   * the name "Corinna Feuerbach" is (the same letters, which `has` would accept).
   */
  hasHandle(handle: string): boolean {
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escape(norm(handle))}(?=$|[^\\p{L}\\p{N}])`, 'u').test(
      this.flat,
    );
  }
  /**
   * Whether the city is printed as a place (beside another part of the address, or alone on a
   * line), not only inside a sentence such as "presented results to the London team".
   */
  hasLocation({ city, parts }: Truth['location']): boolean {
    const others = parts.map(norm).filter((part) => part && part !== norm(city));
    const place = escape(norm(city));
    const beside = others.map(escape).join('|');
    const glue = '[\\s,·|/()-]+';
    const pattern = new RegExp(
      beside
        ? `(^|\\n)[^\\p{L}\\n]*${place}[^\\p{L}\\n]*($|\\n)|${place}${glue}(${beside})(?![\\p{L}])|(^|[^\\p{L}])(${beside})${glue}${place}`
        : `(^|\\n)[^\\p{L}\\n]*${place}[^\\p{L}\\n]*($|\\n)`,
      'u',
    );
    return pattern.test(this.lines);
  }
  hasYear(year: number): boolean {
    return new RegExp(`(^|\\D)${year}(?=\\D|$)`).test(this.flat);
  }
  /** Whether the month of this date is printed anywhere (numeric or by name, any language). */
  hasMonth({ year, month }: YearMonth): boolean {
    if (!month) return false;
    const mm = String(month).padStart(2, '0');
    const numeric = [
      `${mm}/${year}`,
      `${month}/${year}`,
      `${mm}.${year}`,
      `${month}.${year}`,
      `${year}-${mm}`,
      `${mm}-${year}`,
      `${year}/${mm}`,
      `${year}.${mm}`,
    ];
    if (numeric.some((form) => this.flat.includes(form))) return true;
    const names = MONTH_NAMES[month - 1] ?? [];
    const pattern = new RegExp(
      `(^|[^\\p{L}])(${names.map(escape).join('|')})\\p{L}*\\.?,?\\s*(de\\s+|of\\s+)?('?${String(year).slice(2)}|${year})(?=\\D|$)`,
      'u',
    );
    return pattern.test(this.flat);
  }
}
