/**
 * Which checks each field gets, and the checks of one value against the CV's other readings:
 * phone digits that are the address's, a place that is the person's name, a job title that is
 * a town or a skill, a field of study that names a school or is set unlike its entry.
 */
import type { CvContent, EducationEntry, ExperienceEntry, PersonalInfo } from '@cvforge/contracts';
import { isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { DEGREE, INSTITUTION } from '../education';
import { isTownName } from '../entry-places';
import { isTitleText } from '../title-words';
import { headingTypeOf } from '../section-vocabulary';
import {
  checkEndsAtForm,
  checkFieldNotDegree,
  checkFirmNamed,
  checkNoFirmJoined,
  checkNoDegreeBefore,
  checkNoDegreeJoined,
  checkNotSchool,
  checkNotTitle,
  checkSchoolNamed,
} from './entry-checks';
import { checkDatesWhole } from './date-checks';
import type { Doubt } from './flag-doubts';
import {
  checkHasWords,
  checkNoDateWord,
  checkNoMark,
  checkNoSpacedLetters,
  checkNotHeadingPiece,
  checkNotNumbered,
  checkNoLabelBefore,
  checkNotPlace,
  checkNoLoneNumber,
} from './shape-checks';
import { nameParts, plain } from './name-match';
import {
  checkDuration,
  checkEmail,
  checkLink,
  checkEndsAtLegalForm,
  checkName,
  checkNoCount,
  checkNoDate,
  checkNoGrade,
  checkNotCut,
  checkNotLabel,
  checkPhone,
  checkPlace,
  checkStartsAsName,
  type Check,
} from './validators';

type Section<T extends CvContent['sections'][number]['type']> = Extract<
  CvContent['sections'][number],
  { type: T }
>['content'];
const contentOf = <T extends CvContent['sections'][number]['type']>(cv: CvContent, type: T) =>
  cv.sections.find((section) => section.type === type)?.content as Section<T> | undefined;

/** The first reason any of the checks gives for this value. */
function firstReason(value: string, checks: Check[]): string | undefined {
  if (!value.trim()) return undefined;
  for (const check of checks) {
    const reason = check(value);
    if (reason) return reason;
  }
  return undefined;
}

const doubt = (path: string, value: string, checks: Check[]): Doubt[] => {
  const reason = firstReason(value, checks);
  return reason ? [{ path, reason }] : [];
};

/** The country the address ends with ("Bogotá, CO"); a domain's country is no sure sign. */
function countriesOf(info: PersonalInfo): CountryCode[] {
  const code = /(?<!\p{L})(\p{Lu}{2})$/u.exec(info.location.trim())?.[1];
  return code && isSupportedCountry(code) ? [code] : [];
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

export function personalDoubts(cv: CvContent): Doubt[] {
  const info = cv.personal_info;
  const at = (field: keyof PersonalInfo) => `personal_info.${field}`;
  const nameWords = new Set(nameParts(info.name));
  const isNamePart: Check = (location) => {
    const words = plain(location)
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 3);
    return words.length > 0 && words.every((word) => nameWords.has(word))
      ? 'this is part of the name, not a place'
      : undefined;
  };
  const isAddress: Check = (phone) =>
    digitsOf(info.location).includes(digitsOf(phone))
      ? 'these digits belong to the address'
      : undefined;
  return [
    ...doubt(at('name'), info.name, [checkName]),
    ...doubt(at('email'), info.email, [(email) => checkEmail(email, info.name)]),
    ...doubt(at('phone'), info.phone, [isAddress, (phone) => checkPhone(phone, countriesOf(info))]),
    ...doubt(at('location'), info.location, [
      checkNotLabel,
      checkNoLabelBefore,
      isNamePart,
      checkPlace,
      checkNotCut,
    ]),
    ...doubt(at('linkedin'), info.linkedin, [(url) => checkLink(url, info.name)]),
    ...doubt(at('website'), info.website, [(url) => checkLink(url, info.name)]),
  ];
}

/** Lower-case texts of the CV's skills, to tell a header part that is a skill. */
function skillSet(cv: CvContent): Set<string> {
  const skills = contentOf(cv, 'skills');
  return new Set(
    [...(skills?.technical ?? []), ...(skills?.professional ?? []), ...(skills?.tools ?? [])].map(
      (skill) => skill.trim().toLowerCase(),
    ),
  );
}

/** Places the CV prints as places: the address's parts and the entries' locations. */
function placeSet(cv: CvContent): Set<string> {
  const jobs = contentOf(cv, 'experience')?.experiences ?? [];
  return new Set(
    [...cv.personal_info.location.split(/,|\s[–—]\s/u), ...jobs.map((job) => job.location)]
      .map((place) =>
        place
          .replace(/[\d-]+(?:\s|$)/gu, ' ')
          .trim()
          .toLowerCase(),
      )
      .filter(Boolean),
  );
}

/** How a header value is shaped (packages/cv-parser/src/doubts/shape-checks.ts). */
const SHAPE: Check[] = [
  checkNoMark,
  checkNotNumbered,
  checkNoSpacedLetters,
  checkHasWords,
  checkNoDateWord,
  checkNotHeadingPiece,
  checkNoLabelBefore,
];

export function experienceDoubts(cv: CvContent): Doubt[] {
  const skills = skillSet(cv);
  const places = placeSet(cv);
  const isSkill: Check = (value) =>
    skills.has(value.trim().toLowerCase()) ? 'this is also listed as a skill' : undefined;
  const isPlace: Check = (value) =>
    places.has(value.trim().toLowerCase()) ? 'this looks like a place' : undefined;
  const common = [checkNotCut, checkStartsAsName, checkNoDate, isSkill, isPlace, ...SHAPE];
  const jobs: ExperienceEntry[] = contentOf(cv, 'experience')?.experiences ?? [];
  return jobs.flatMap((job, index) => {
    const at = `sections.experience.${index}`;
    return [
      ...doubt(`${at}.title`, job.title, [
        ...common,
        checkNoCount,
        checkNotPlace,
        checkNoLoneNumber,
        checkNotSchool,
        checkNoFirmJoined,
      ]),
      ...doubt(`${at}.company`, job.company, [
        ...common,
        checkEndsAtLegalForm,
        checkNotPlace,
        checkNoLoneNumber,
        checkNotTitle,
        checkFirmNamed,
        checkEndsAtForm,
      ]),
      ...doubt(`${at}.duration`, job.duration, [checkDuration, () => checkDatesWhole(job)]),
    ];
  });
}

const isCapitals = (text: string) => /\p{L}/u.test(text) && text === text.toUpperCase();
/** School words, "Universidad" and "Universidade" too. */
const SCHOOL = new RegExp(`${INSTITUTION.source}|Universi`, 'iu');
const namesSchool = (text: string) => SCHOOL.test(text) && !DEGREE.test(text);

export function educationDoubts(cv: CvContent): Doubt[] {
  const schools: EducationEntry[] = contentOf(cv, 'education')?.education ?? [];
  const heading: Check = (value) =>
    headingTypeOf(value) ? 'this looks like a heading, not a school' : undefined;
  const common = [checkNotCut, checkStartsAsName, ...SHAPE];
  return schools.flatMap((school, index) => {
    const at = `sections.education.${index}`;
    const notSchool: Check = (institution) =>
      (namesSchool(school.field) || namesSchool(school.degree)) && !SCHOOL.test(institution)
        ? 'the school may be in another part of this entry'
        : undefined;
    const school_: Check = (field) =>
      namesSchool(field) ? 'this looks like a school, not a field of study' : undefined;
    // The entry's other parts set in capitals, this one not: read from another place.
    const setApart: Check = (field) =>
      isCapitals(school.degree) && isCapitals(school.institution) && !isCapitals(field)
        ? 'this is set unlike the rest of its entry (a course?)'
        : undefined;
    // "Hamburg", "Complutense de Madrid": no school's word, no acronym ("KU Leuven", "INSA de
    // Toulouse"), only a town's or a field's words: the school's own name was cut or read elsewhere.
    const noSchoolName: Check = (institution) =>
      !SCHOOL.test(institution) &&
      !/(?<!\p{L})\p{Lu}{2,}(?!\p{L})/u.test(institution) &&
      isTownName(institution.trim())
        ? "this does not look like a school's name"
        : undefined;
    const titleLike: Check = (value) =>
      isTitleText(value) && !SCHOOL.test(value) ? 'this looks like a job title' : undefined;
    return [
      ...doubt(`${at}.institution`, school.institution, [
        ...common,
        heading,
        checkNoGrade,
        notSchool,
        titleLike,
        checkSchoolNamed,
        checkNoDegreeJoined,
        noSchoolName,
      ]),
      ...doubt(`${at}.degree`, school.degree, [...common, school_, checkNoLoneNumber]),
      ...doubt(`${at}.field`, school.field, [
        ...common,
        checkNoGrade,
        school_,
        setApart,
        checkNoDate,
        checkNoLoneNumber,
        checkFieldNotDegree,
        checkNoDegreeBefore,
      ]),
    ];
  });
}

/** Skill items that do not read as words: no letters, or a sentence. */
const ODD_SKILL_SHARE = 0.3;
const MAX_SKILL_WORDS = 6;

export function skillDoubts(cv: CvContent): Doubt[] {
  const skills = contentOf(cv, 'skills');
  if (!skills) return [];
  return (['technical', 'professional', 'tools'] as const).flatMap((key) => {
    const items = skills[key];
    const odd = items.filter(
      (item) => !/\p{L}{2}/u.test(item) || item.trim().split(/\s+/).length > MAX_SKILL_WORDS,
    );
    return items.length > 0 && odd.length / items.length > ODD_SKILL_SHARE
      ? [{ path: `sections.skills.${key}`, reason: 'several of these do not look like skills' }]
      : [];
  });
}
