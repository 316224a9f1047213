import {
  jsonResumeKeptSchema,
  locationPartsSchema,
  profileEntrySchema,
  type PersonalInfo,
} from '@cvforge/contracts';
import { z } from 'zod';
import { withCurrentDetails } from '../derived-fields';
import { carried } from './kept';
import { fieldsOf, isRecord, normaliseKey, pick, pickText, toText, type Fields } from './values';

type TextField = Exclude<keyof PersonalInfo, 'photo' | keyof Structured>;
type Structured = Pick<PersonalInfo, 'location_parts' | 'profiles' | 'json_resume'>;

const PERSONAL_FIELDS: Readonly<Record<TextField | 'photo', readonly string[]>> = {
  name: ['name', 'fullname', 'candidatename'],
  title: ['title', 'role', 'jobtitle', 'headline', 'label', 'position', 'professionaltitle'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'cell'],
  location: ['location', 'address', 'city'],
  linkedin: ['linkedin', 'linkedinurl', 'linkedinprofile'],
  website: ['website', 'url', 'portfolio', 'homepage', 'site', 'web', 'personalwebsite'],
  photo: ['photo', 'avatar', 'image', 'picture', 'photourl', 'profilepicture'],
};

function fullName(fields: Fields): string {
  const first = pickText(fields, ['firstname', 'givenname']).trim();
  const last = pickText(fields, ['lastname', 'surname', 'familyname']).trim();
  return [first, last].filter((part) => part !== '').join(' ');
}

/** JSON Resume keeps LinkedIn in `profiles: [{ network, url }]`. */
function linkedinProfile(fields: Fields): string {
  const profiles = pick(fields, ['profiles', 'socialprofiles', 'links']);
  if (!Array.isArray(profiles)) return '';
  for (const profile of profiles) {
    const profileFields = fieldsOf(profile);
    if (normaliseKey(toText(profileFields.get('network'))) === 'linkedin') {
      return pickText(profileFields, ['url', 'username']);
    }
  }
  return '';
}

function readOne(fields: Fields, field: TextField | 'photo'): string {
  const text = pickText(fields, PERSONAL_FIELDS[field]);
  if (text !== '') return text;
  if (field === 'name') return fullName(fields);
  if (field === 'linkedin') return linkedinProfile(fields);
  return '';
}

/** Each field comes from the first source that has it. */
export function readPersonalInfo(sources: readonly unknown[]): PersonalInfo {
  const fieldSets = sources.map(fieldsOf);
  const first = (field: TextField | 'photo') => {
    for (const fields of fieldSets) {
      const text = readOne(fields, field);
      if (text !== '') return text;
    }
    return '';
  };
  const photo = first('photo');
  const structured = (fields: ReadonlyMap<string, unknown>): Structured => ({
    ...carried(fields, 'location_parts', locationPartsSchema),
    // Stored profiles have ids; a `profiles` list without them is another tool's shape.
    ...carried(fields, 'profiles', z.array(profileEntrySchema.extend({ id: z.string().min(1) }))),
    ...carried(fields, 'json_resume', jsonResumeKeptSchema),
  });
  // Kept JSON Resume values travel together, from the first source that has any.
  const kept = fieldSets.map(structured).find((values) => Object.keys(values).length > 0);
  return withCurrentDetails({
    ...kept,
    name: first('name'),
    title: first('title'),
    email: first('email'),
    phone: first('phone'),
    location: first('location'),
    linkedin: first('linkedin'),
    website: first('website'),
    ...(photo === '' ? {} : { photo }),
  });
}

export function mergePersonalInfo(base: PersonalInfo, extra: PersonalInfo): PersonalInfo {
  return readPersonalInfo([base, extra]);
}

export function isPersonalInfoEmpty(info: PersonalInfo): boolean {
  return Object.values(info).every((value) => value === undefined || value === '');
}

/** Contact fields written straight on the CV root; `title` there names the CV, not the person. */
export function rootContactFields(root: unknown): Record<string, unknown> {
  if (!isRecord(root)) return {};
  const { title: _title, ...rest } = root;
  return rest;
}
