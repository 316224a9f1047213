import type {
  AwardEntry,
  CertificationEntry,
  EducationEntry,
  ExperienceEntry,
  LanguageEntry,
  LocationParts,
  PersonalInfo,
  ProfileEntry,
  ProjectEntry,
  ReferenceEntry,
  SkillGroup,
  SkillsContent,
} from '@cvforge/contracts';
import {
  currentLocationParts,
  currentProfiles,
  isLinkedin,
  linkedinOf,
  locationText,
} from '../derived-fields';
import { isRecord, toText, toTextList } from '../normalise/values';
import { formatRange, fromIsoDate, parseRange, toIsoDate } from './dates';
import {
  readEntry,
  sameJson,
  withoutUndefined,
  writeEntry,
  type EntryCodec,
  type FieldCodec,
  type Json,
} from './kept';

// What each cvforge entry reads from and writes to its JSON Resume object, field by field.
// Values are read as the normaliser stores them (packages/cv-model/src/normalise/values.ts):
// blank text is '', list items are trimmed and blank ones dropped. A save then changes nothing
// an export compares against.
const s = (value: unknown) => (typeof value === 'string' ? toText(value) : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? toTextList(
        value.filter((item) => typeof item === 'string'),
        'lines',
      )
    : [];
export const objects = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];
const orAbsent = (value: string | undefined) => (value ? value : undefined);
export const orNone = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);

type Texts<E> = { [K in keyof E]: E[K] extends string ? K : never }[keyof E] & string;
type Lists<E> = { [K in keyof E]: E[K] extends string[] ? K : never }[keyof E] & string;

/** A text field kept in one JSON Resume property, left out when empty. */
function text<E>(key: Texts<E>, property: string): FieldCodec<E> {
  return {
    owns: [property],
    read: (json) => ({ [key]: s(json[property]) }) as Partial<E>,
    write: (entry) => ({ [property]: orAbsent(entry[key] as string) }),
  };
}

function list<E>(key: Lists<E>, property: string): FieldCodec<E> {
  return {
    owns: [property],
    read: (json) => ({ [key]: strings(json[property]) }) as Partial<E>,
    write: (entry) => ({ [property]: orNone(entry[key] as string[]) }),
  };
}

/**
 * A date the CV writes as text ("Mar 2020"), read from the first ISO property present. It is
 * written as ISO when that gives the same text back, otherwise the text goes in `textProperty`.
 */
function year<E>(
  key: Texts<E>,
  isoProperties: readonly string[],
  textProperty: string,
): FieldCodec<E> {
  return {
    owns: [...isoProperties, textProperty],
    read: (json) => {
      const iso = isoProperties.map((property) => json[property]).find((v) => s(v));
      return { [key]: s(json[textProperty]) || fromIsoDate(s(iso)) } as Partial<E>;
    },
    write: (entry) => {
      const value = entry[key] as string;
      const iso = toIsoDate(value);
      if (iso && fromIsoDate(iso) === value) return { [isoProperties[0]!]: iso };
      return value ? { [textProperty]: value, [isoProperties[0]!]: iso } : {};
    },
  };
}

const DURATION = 'x-cvforge-duration';
export const workCodec: EntryCodec<ExperienceEntry> = [
  text('title', 'position'),
  text('company', 'name'),
  text('location', 'location'),
  {
    owns: ['startDate', 'endDate', DURATION],
    read: (json) => ({
      duration: s(json[DURATION]) || formatRange(s(json.startDate), s(json.endDate)),
    }),
    write: ({ duration }) => {
      const range = parseRange(duration);
      return {
        startDate: range.startDate,
        endDate: range.endDate,
        ...(range.exact ? {} : { [DURATION]: duration }),
      };
    },
  },
  list('achievements', 'highlights'),
];

/**
 * A school's dates: "2014 - 2018" when the source gives both ends (so the start date is
 * editable, not hidden), else the one date given, as the graduation year. Written back as
 * startDate and endDate, or endDate alone; text no ISO date gives stays in `x-cvforge-year`.
 */
function studyDates(): FieldCodec<EducationEntry> {
  const single = year<EducationEntry>('year', ['endDate', 'startDate'], 'x-cvforge-year');
  return {
    owns: single.owns,
    read: (json) =>
      !s(json['x-cvforge-year']) && s(json.startDate) && s(json.endDate)
        ? { year: formatRange(s(json.startDate), s(json.endDate)) }
        : single.read(json),
    write: (entry) => {
      const range = parseRange(entry.year);
      if (!/ - /.test(entry.year.trim()) || !range.startDate) return single.write(entry);
      return {
        startDate: range.startDate,
        endDate: range.endDate,
        ...(range.exact ? {} : { 'x-cvforge-year': entry.year }),
      };
    },
  };
}

export const educationCodec: EntryCodec<EducationEntry> = [
  text('degree', 'studyType'),
  text('field', 'area'),
  text('institution', 'institution'),
  studyDates(),
  text('gpa', 'score'),
  text('honors', 'x-cvforge-honors'),
];

export const languageCodec: EntryCodec<LanguageEntry> = [
  text('name', 'language'),
  text('level', 'fluency'),
];

export const projectCodec: EntryCodec<ProjectEntry> = [
  text('name', 'name'),
  // The CV has one description; highlights join it as lines.
  {
    owns: ['description', 'highlights'],
    read: (json) => ({
      description: [s(json.description), ...strings(json.highlights)].filter(Boolean).join('\n'),
    }),
    write: ({ description }) => ({ description: orAbsent(description) }),
  },
  year('year', ['startDate', 'endDate'], 'x-cvforge-year'),
  text('url', 'url'),
];

export const certificateCodec: EntryCodec<CertificationEntry> = [
  text('name', 'name'),
  text('issuing_organization', 'issuer'),
  year('year', ['date'], 'x-cvforge-year'),
  text('expiry', 'x-cvforge-expiry'),
];

export const awardCodec: EntryCodec<AwardEntry> = [
  text('name', 'title'),
  year('year', ['date'], 'x-cvforge-year'),
  {
    owns: ['summary'],
    read: (json) => ({ description: s(json.summary) || s(json.awarder) }),
    write: ({ description }) => ({ summary: orAbsent(description) }),
  },
];

export const referenceCodec: EntryCodec<ReferenceEntry> = [
  text('name', 'name'),
  text('contact', 'reference'),
  text('title', 'x-cvforge-title'),
  text('company', 'x-cvforge-company'),
];

/** The three skill lists as one group each, the way a CV without named groups is exported. */
export function plainSkillGroups(lists: Omit<SkillsContent, 'groups'>) {
  const groups = [
    { name: 'Technical', keywords: lists.technical },
    { name: 'Professional', keywords: lists.professional },
    { name: 'Tools', keywords: lists.tools },
  ];
  return orNone(groups.filter((group) => group.keywords.length > 0));
}

export const skillCodec: EntryCodec<SkillGroup> = [
  text('name', 'name'),
  text('level', 'level'),
  list('keywords', 'keywords'),
];

const profileCodec: EntryCodec<ProfileEntry> = [
  text('network', 'network'),
  text('username', 'username'),
  text('url', 'url'),
];

const LOCATION_PARTS = {
  address: 'address',
  postal_code: 'postalCode',
  city: 'city',
  region: 'region',
  country_code: 'countryCode',
} as const satisfies Record<keyof LocationParts, string>;
const partEntries = Object.entries(LOCATION_PARTS) as [keyof LocationParts, string][];

type Basics = PersonalInfo & { summary: string };

const writeParts = (parts: LocationParts) =>
  withoutUndefined(
    Object.fromEntries(partEntries.map(([key, property]) => [property, orAbsent(parts[key])])),
  );

const writeProfiles = (info: Pick<PersonalInfo, 'profiles' | 'linkedin'>) =>
  orNone(currentProfiles(info).map((profile) => writeEntry(profileCodec, profile)));

/**
 * JSON Resume `basics` ↔ personal info and the summary. A structured location and the profile
 * list are kept as such only when the plain location text and LinkedIn link cannot say it all.
 */
export const basicsCodec: EntryCodec<Basics> = [
  text('name', 'name'),
  text('title', 'label'),
  text('email', 'email'),
  text('phone', 'phone'),
  text('summary', 'summary'),
  {
    owns: ['url'],
    // A resume without a website of its own shows its first profile other than LinkedIn.
    read: (json) => ({
      website:
        s(json.url) ||
        s(
          objects(json.profiles).find((p) => s(p.url) && !isLinkedin({ network: s(p.network) }))
            ?.url,
        ),
    }),
    write: ({ website }) => ({ url: orAbsent(website) }),
  },
  {
    owns: ['image'],
    read: (json) => ({ photo: orAbsent(s(json.image)) }),
    write: ({ photo }) => ({ image: orAbsent(photo) }),
  },
  {
    owns: ['location'],
    read: (json) => {
      const source = isRecord(json.location) ? json.location : {};
      const parts = Object.fromEntries(
        partEntries.map(([key, property]) => [key, s(source[property])]),
      ) as LocationParts;
      const location = locationText(parts);
      const plain = partEntries.every(
        ([key]) => parts[key] === (key === 'address' ? location : ''),
      );
      return { location, location_parts: plain ? undefined : parts };
    },
    write: (info) => {
      const parts = currentLocationParts(info);
      return {
        location: parts
          ? writeParts(parts)
          : info.location
            ? { address: info.location }
            : undefined,
      };
    },
  },
  {
    owns: ['profiles'],
    read: (json) => {
      const profiles = objects(json.profiles).map(
        (profile) => readEntry(profileCodec, profile) as ProfileEntry,
      );
      const linkedin = linkedinOf(profiles);
      const plain = sameJson(writeProfiles({ linkedin }), json.profiles);
      return { linkedin, profiles: plain ? undefined : profiles };
    },
    write: (entry) => ({ profiles: writeProfiles(entry) }),
  },
];
