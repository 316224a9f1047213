/**
 * Checks of a job's or a school's parts against what the part should read like: a firm that
 * reads as a job title, a title that names a school, a school's name cut to its school word or
 * joined to a degree.
 */
import { DEGREE, INSTITUTION } from '../education';
import { titleScore } from '../title-score';
import { isTitleText } from '../title-words';
import type { Check } from './validators';

/**
 * "Inżynier DevOps" read as the firm: it opens with a job title's word and has no
 * firm's word. Firms may end in such words ("… Consulting Engineers"), so only the start counts.
 */
export const checkNotTitle: Check = (company) =>
  titleScore(company) > 0 && isTitleText(company.trim().split(/[\s,]+/u)[0] ?? '')
    ? 'this looks like a job title, not a firm'
    : undefined;

/** "Instituto Superior Técnico" read as a job title. */
export const checkNotSchool: Check = (title) =>
  INSTITUTION.test(title) ? 'this looks like a school, not a job title' : undefined;

/** "Uniwersytet", "Rijksuniversiteit": a school word alone, the school's own name cut off. */
export const checkSchoolNamed: Check = (institution) =>
  /^\S+$/u.test(institution.trim()) && INSTITUTION.test(institution)
    ? "the school's name looks cut off"
    : undefined;

/** "Politechnika Warszawska — Doktor, Marketing": a degree read into the school's name. */
export const checkNoDegreeJoined: Check = (institution) => {
  const parts = institution.split(/\s[–—|-]\s|,\s/u);
  return parts.length > 1 && parts.some((part) => DEGREE.test(part) && !INSTITUTION.test(part))
    ? 'a degree seems joined to this school'
    : undefined;
};

/** "LLC", "Kitchen": a firm's word alone, its name cut off before it. */
export const checkFirmNamed: Check = (company) =>
  /^\p{L}+\.?$/u.test(company.trim()) && titleScore(company) < 0
    ? "the firm's name looks cut off"
    : undefined;

/** "Acme LLC Great": words run on after a legal form that ends a firm's name. */
export const checkEndsAtForm: Check = (company) =>
  /(?<!\p{L})(?:inc|ltd|llc|llp|gmbh|plc|corp)\.?\s+\p{Lu}\p{Ll}+$/iu.test(company.trim())
    ? 'words of the next line seem joined to the firm'
    : undefined;

/** "Ingegneria": a field of study that is a degree's word alone. */
export const checkFieldNotDegree: Check = (field) =>
  /^\p{L}+$/u.test(field.trim()) && DEGREE.test(field)
    ? 'this looks like a degree, not a field of study'
    : undefined;

/**
 * "Elss e. K. — Leiterin Controlling": a name with no title's word, then the title, at a spaced
 * dash. Only that order: a title's own second part may read like a firm ("Datenanalyst –
 * Plattform und Infrastruktur").
 */
export const checkNoFirmJoined: Check = (title) => {
  const parts = title.split(/\s[–—]\s/u);
  if (parts.length !== 2) return undefined;
  const [left = '', right = ''] = parts;
  return isTitleText(right) && !isTitleText(left) && /^\p{Lu}/u.test(left)
    ? 'a firm seems joined to this title'
    : undefined;
};

/** "Diplom, Psychologie", "Promotie, Bedrijfskunde": the degree's word read before the field. */
export const checkNoDegreeBefore: Check = (field) => {
  const first = /^([\p{L}.-]+),\s/u.exec(field.trim())?.[1];
  return first && DEGREE.test(first) ? 'a degree seems joined to this field of study' : undefined;
};
