/**
 * Checks of how a header value is shaped, whatever its words: a value read with a bullet or a
 * marker before it, a numbered point, a heading's spaced letters, no words at all, a date word
 * or a contact label where a name should be. They look at what was read, not at how the reading
 * rules went wrong, so they hold when those rules change.
 */
import { isDateOnly, isPresentWord } from '@cvforge/cv-model';
import { DEGREE } from '../education';
import { headingTypeOf } from '../section-vocabulary';
import { checkNotLabel, type Check } from './validators';

/** Opening quotes, brackets and Spanish marks may start a name; other symbols do not. */
const MARK_START = /^[^\p{L}\p{N}"'“‘„«(¿¡]/u;

/** "◆ Product Manager", "• Acme": a marker was read with the value. */
export const checkNoMark: Check = (value) =>
  MARK_START.test(value.trim())
    ? 'this starts with a symbol, as if a bullet was read with it'
    : undefined;

/** "1. Cut costs by 31 %", "2) Led 8 interns": a numbered point of a list, not a name. */
export const checkNotNumbered: Check = (value) =>
  /^\d{1,2}[.)]\s/u.test(value.trim()) ? 'this reads like a numbered point, not a name' : undefined;

/** "P R O F E S S I O N A L E": a heading printed with spaced letters. */
export const checkNoSpacedLetters: Check = (value) =>
  /(?:^|\s)(?:\p{L}\s){3,}\p{L}(?=\s|$)/u.test(value.trim())
    ? 'this holds a heading printed with spaced letters'
    : undefined;

/** "3.8", "07.2022": nothing a name is made of. */
export const checkHasWords: Check = (value) =>
  /\p{L}{2}/u.test(value) ? undefined : 'this has no words in it';

/** "Otoño", "University – July", "Present": a date's word (month, season, open end) read as a name. */
export const checkNoDateWord: Check = (value) => {
  const last =
    value
      .split(/\s[–—-]\s/u)
      .at(-1)
      ?.trim() ?? '';
  const dateWord = /^\p{L}+\.?$/u.test(last) && (isDateOnly(`${last} 2000`) || isPresentWord(last));
  return dateWord ? "this holds a date's word, not a name" : undefined;
};

/**
 * "PROFESSIONALE", "History": words that only make up a heading. Put after a section's name, they
 * still read as that heading ("Experience History"), so they are a heading's piece.
 */
export const checkNotHeadingPiece: Check = (value) => {
  const text = value.trim();
  // "Ausbildung" heads a section and names a degree too.
  if (!/^\p{L}[\p{L}\s]*$/u.test(text) || DEGREE.test(text)) return undefined;
  const piece = ['Experience', 'Education', 'Skills'].some(
    (name) => headingTypeOf(`${name} ${text}`) !== undefined,
  );
  return piece || headingTypeOf(text) ? 'this looks like part of a heading' : undefined;
};

/** A contact label printed in capitals before the value ("ADDRESS Toronto", "TELEFONO Consulente"). */
export const checkNoLabelBefore: Check = (value) => {
  const [first = '', ...rest] = value.trim().split(/\s+/);
  const label = first.replace(/[:：]$/u, '');
  return rest.length > 0 &&
    label.length >= 4 &&
    label === label.toUpperCase() &&
    checkNotLabel(label) &&
    rest.join(' ') !== rest.join(' ').toUpperCase()
    ? 'a label seems read with this'
    : undefined;
};

/**
 * "Sevilla, ES", "Szczuczyn, małopolskie": a town and its region's code or its region in lower
 * case (a firm's name is no such pair; "Jerónimo Martins, SGPS" ends in a longer legal form).
 */
export const checkNotPlace: Check = (value) =>
  /^\p{Lu}[\p{L}\s'’.-]*,\s*(?:\p{Lu}{2}|\p{Ll}{4,})$/u.test(value.trim())
    ? 'this looks like a place'
    : undefined;

/** "3 Bachelor", "1 rok 10": a number standing alone among the words. */
export const checkNoLoneNumber: Check = (value) =>
  /(?:^|\s)\d+(?:\s|$)/u.test(value.trim()) ? 'a number seems mixed into this' : undefined;
