import { COVER_LETTER_WORDS, hasTemplateText, type CvContent } from '@cvforge/contracts';
import { shownExperiences } from './sections';
import { sentences, wordCount } from './text';

/** The reader's bar for a cover letter (docs/product.md, docs/decisions/035-cover-letter-quality.md). */
export const LETTER_BAR = {
  minWords: COVER_LETTER_WORDS.min,
  maxWords: COVER_LETTER_WORDS.max,
  minParagraphs: 3,
  maxParagraphs: 5,
  maxRestatedBullets: 3,
} as const;

const CLOSING =
  /^(sincerely|yours sincerely|yours faithfully|kind regards|best regards|regards)\b/i;
const SALUTATION = /^dear\b[^\n]*,$/i;

/** What a reader notices in a letter, counted. */
export interface LetterQuality {
  words: number;
  /** Body paragraphs: between the salutation and the closing. */
  paragraphs: number;
  /** Sentences written more than once (each repeat counted once). */
  repeatedSentences: string[];
  /** Sentences that say a CV bullet again nearly word for word. */
  restatedBullets: string[];
  /** How often the person's name is printed after the closing word. */
  namesAfterClosing: number;
  /** The salutation line, e.g. "Dear Hiring Manager,". */
  salutation: string;
  /** Bracketed or "[…]"-style unfilled template text. */
  placeholders: string[];
  /** The signature in capitals ("JANE DOE") when the name has lower-case letters to give. */
  shoutedSignature: boolean;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}%$]+/u)
    .filter(Boolean);

const trigrams = (text: string) => {
  const list = words(text);
  const grams = new Set<string>();
  for (let index = 0; index + 2 < list.length; index++)
    grams.add(list.slice(index, index + 3).join(' '));
  return grams;
};

/** A sentence restates a bullet when it holds at least 60 % of the bullet's word triples. */
export function restatesBullet(sentence: string, bullet: string): boolean {
  const wanted = trigrams(bullet);
  if (wanted.size < 3) return false;
  const have = trigrams(sentence);
  let shared = 0;
  for (const gram of wanted) if (have.has(gram)) shared += 1;
  return shared / wanted.size >= 0.6;
}

/** The checks a recruiter makes, on the letter text and the CV it was written from. */
export function letterQuality(letter: string, content: CvContent): LetterQuality {
  const blocks = letter
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const closingAt = blocks.findIndex((block) => CLOSING.test(block));
  const salutation = blocks[0] && SALUTATION.test(blocks[0]) ? blocks[0] : '';
  const body = blocks.slice(salutation ? 1 : 0, closingAt < 0 ? undefined : closingAt);
  const all = body.flatMap((block) => sentences(block.replace(/\s*\n\s*/g, ' ')));
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const sentence of all) {
    const key = words(sentence).join(' ');
    if (words(sentence).length < 4) continue;
    if (seen.has(key)) repeated.add(sentence);
    seen.add(key);
  }
  const bullets = shownExperiences(content).flatMap((entry) => entry.achievements);
  const restated = all.filter((sentence) =>
    bullets.some((bullet) => restatesBullet(sentence, bullet)),
  );
  const name = content.personal_info.name.trim();
  const afterClosing = closingAt < 0 ? '' : blocks.slice(closingAt).join('\n');
  const namesAfterClosing = name
    ? afterClosing.toLowerCase().split(name.toLowerCase()).length - 1
    : 0;
  return {
    words: wordCount(letter),
    paragraphs: body.length,
    repeatedSentences: [...repeated],
    restatedBullets: restated,
    namesAfterClosing,
    salutation,
    // Unfilled template text by the one rule saves and exports use (docs/decisions/032-no-placeholders.md).
    placeholders: all.filter(hasTemplateText),
    shoutedSignature: /\p{Lu}{2,}(?:[ -]\p{Lu}{2,})+\s*$/u.test(afterClosing),
  };
}

/**
 * The tailored headline says another job than the person's own: some word of it is missing from
 * every single title the source CV gives (words gathered from two titles do not make a third).
 */
export function titleRelabelled(source: CvContent, tailored: CvContent): boolean {
  const title = words(tailored.personal_info.title);
  if (!title.length) return false;
  const own = [source.personal_info.title, ...shownExperiences(source).map((entry) => entry.title)];
  return !own.some((candidate) => {
    const carried = new Set(words(candidate));
    return title.every((word) => carried.has(word));
  });
}

/** The reasons a letter fails the bar; empty when a person could send it. */
export function letterProblems(quality: LetterQuality): string[] {
  const problems: string[] = [];
  if (quality.words < LETTER_BAR.minWords || quality.words > LETTER_BAR.maxWords)
    problems.push(`${quality.words} words`);
  if (
    quality.paragraphs < LETTER_BAR.minParagraphs ||
    quality.paragraphs > LETTER_BAR.maxParagraphs
  )
    problems.push(`${quality.paragraphs} paragraphs`);
  if (quality.repeatedSentences.length) problems.push('a sentence repeated');
  if (quality.restatedBullets.length > LETTER_BAR.maxRestatedBullets)
    problems.push(`${quality.restatedBullets.length} sentences restate a CV bullet`);
  if (quality.namesAfterClosing !== 1)
    problems.push(`name printed ${quality.namesAfterClosing} times after the closing`);
  if (/confidential|undisclosed/i.test(quality.salutation))
    problems.push('confidential salutation');
  if (quality.placeholders.length) problems.push('unfilled template text');
  if (quality.shoutedSignature) problems.push('signed in capitals');
  return problems;
}
