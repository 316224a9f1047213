import { validate } from '@jsonresume/schema';
import officialSample from '@jsonresume/schema/sample.resume.json';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanContent } from '../clean';
import { normaliseCvContent } from '../normalise/normalise-cv-content';
import {
  checkJsonResume,
  fromJsonResume,
  keptJsonResumeFields,
  type JsonResume,
  jsonResumeSchema,
  toJsonResume,
} from './index';

type Path = readonly string[];

/** Every leaf value of a JSON document with its path (["work", "0", "startDate"]); `[]` and `{}` count. */
function leaves(value: unknown, path: Path = [], out: [Path, unknown][] = []) {
  const children = typeof value === 'object' && value !== null ? Object.entries(value) : [];
  if (children.length === 0) out.push([path, value]);
  for (const [key, item] of children) leaves(item, [...path, key], out);
  return out;
}

/** Whether the export holds the value: the same scalar, an empty list, or an object (may gain keys). */
function holds(found: unknown, value: unknown): boolean {
  if (Array.isArray(value)) return Array.isArray(found) && found.length === 0;
  if (typeof value === 'object' && value !== null)
    return typeof found === 'object' && found !== null && !Array.isArray(found);
  return found === value;
}

/** The source's values the export lost or changed, as "path: before → after". */
function lostValues(source: unknown, exported: unknown): string[] {
  const at = (path: Path) =>
    path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      exported,
    );
  return leaves(source)
    .filter(([path, value]) => !holds(at(path), value))
    .map(
      ([path, value]) =>
        `${path.join('.')}: ${JSON.stringify(value)} → ${JSON.stringify(at(path))}`,
    );
}

const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const exported = (json: unknown) => asJson(toJsonResume(fromJsonResume(json as JsonResume)));
/** What the API stores on save (cleanContent) and reads back on load (normaliseCvContent). */
const exportedAfterSave = (json: unknown) => {
  const saved = cleanContent(asJson(fromJsonResume(json as JsonResume)));
  return asJson(toJsonResume(normaliseCvContent(asJson(saved))));
};

function schemaErrors(json: unknown): string[] {
  let found: string[] = [];
  validate(json, (errors) => (found = (errors ?? []).map((error) => error.stack)));
  return found;
}

type Schema = {
  type?: string;
  format?: string;
  $ref?: string;
  pattern?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
};
const { schema } = await import('@jsonresume/schema');
const isoDate = new RegExp((schema.definitions as Record<string, Schema>).iso8601!.pattern!);

/** Values the official schema allows, with unknown `x-…` properties in every object. */
function arbitraryOf(node: Schema): fc.Arbitrary<unknown> {
  if (node.$ref) return fc.stringMatching(isoDate);
  if (node.format === 'email') return fc.emailAddress();
  if (node.format === 'uri') return fc.webUrl();
  if (node.type === 'array') return fc.array(arbitraryOf(node.items!), { maxLength: 3 });
  if (node.type === 'object') {
    const known = Object.fromEntries(
      Object.entries(node.properties ?? {}).map(([key, item]) => [key, arbitraryOf(item)]),
    );
    const unknown = fc.dictionary(
      fc.string({ maxLength: 4 }).map((key) => `x-${key}`),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 1 },
    );
    return fc
      .tuple(fc.record(known, { requiredKeys: [] }), unknown)
      .map(([values, extra]) => ({ ...extra, ...values }));
  }
  return fc.string({ maxLength: 12 });
}
const resumes = arbitraryOf(schema as Schema).map(asJson);
const RUNS = 300;

describe('JSON Resume import then export', () => {
  it('gives back every value of the official sample and passes the official schema', () => {
    const json = exported(officialSample);
    expect(leaves(officialSample)).toHaveLength(90);
    expect(lostValues(officialSample, json)).toEqual([]);
    expect(schemaErrors(json)).toEqual([]);
  });

  it(
    'gives back every value of any resume the schema allows, saved or not',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(resumes, (resume) => {
          expect(schemaErrors(resume)).toEqual([]);
          const json = exported(resume);
          expect(lostValues(resume, json)).toEqual([]);
          expect(schemaErrors(json)).toEqual([]);
          expect(lostValues(resume, exportedAfterSave(resume))).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('gives them back after the CV was saved and loaded again', () => {
    expect(lostValues(officialSample, exportedAfterSave(officialSample))).toEqual([]);
  });

  it('keeps unknown properties and says which ones an entry keeps', () => {
    const resume = {
      basics: { name: 'Ada', pronouns: 'she/her', location: { city: 'Graz', floor: 3 } },
      work: [{ name: 'Acme', url: 'https://acme.example', summary: 'Rockets', team: ['x'] }],
      hobbies: ['chess'],
    };
    const content = fromJsonResume(resume);
    expect(lostValues(resume, exported(resume))).toEqual([]);
    const [work] = (
      content.sections.find((s) => s.type === 'experience')?.content as {
        experiences: { json_resume?: Record<string, unknown> }[];
      }
    ).experiences;
    expect(keptJsonResumeFields('experience', work?.json_resume)).toEqual([
      'url',
      'summary',
      'team',
    ]);
    expect(keptJsonResumeFields('personal_info', content.personal_info.json_resume)).toEqual([
      'pronouns',
    ]);
  });
});

describe('JSON Resume edits', () => {
  const sample = () => fromJsonResume(officialSample as JsonResume);
  const edit = <T>(content: ReturnType<typeof sample>, type: string, change: (c: T) => T) =>
    ({
      ...content,
      sections: content.sections.map((section) =>
        section.type === type ? { ...section, content: change(section.content as T) } : section,
      ),
    }) as ReturnType<typeof sample>;

  it('writes a changed field anew and keeps the rest of its entry', () => {
    type Work = { experiences: { duration: string; title: string }[] };
    const content = edit<Work>(sample(), 'experience', ({ experiences: [first, ...rest] }) => ({
      experiences: [{ ...first!, duration: '2015 - 2016', title: 'CTO' }, ...rest],
    }));
    const [work] = toJsonResume(content).work!;
    expect(work).toMatchObject({
      position: 'CTO',
      startDate: '2015',
      endDate: '2016',
      url: 'http://piedpiper.example.com',
      description: 'Awesome compression company',
    });
  });

  it('exports an edited skill level, and plain groups once the lists changed elsewhere', () => {
    type Skills = { technical: string[]; groups: { level: string }[] };
    const levelled = edit<Skills>(sample(), 'skills', (skills) => ({
      ...skills,
      groups: skills.groups.map((group) => ({ ...group, level: 'Expert' })),
    }));
    expect(toJsonResume(levelled).skills?.map((skill) => skill.level)).toEqual([
      'Expert',
      'Expert',
    ]);
    const listEdited = edit<Skills>(levelled, 'skills', (skills) => ({
      ...skills,
      technical: [...skills.technical, 'Rust'],
    }));
    expect(toJsonResume(listEdited).skills).toEqual([
      { name: 'Technical', keywords: ['HTML', 'CSS', 'Javascript', 'Mpeg', 'MP4', 'GIF', 'Rust'] },
    ]);
  });

  it('exports edited location parts and profiles', () => {
    const content = sample();
    const info = content.personal_info;
    const edited = {
      ...content,
      personal_info: {
        ...info,
        location: 'Main St 1, Berlin, US',
        location_parts: {
          ...info.location_parts!,
          address: 'Main St 1',
          city: 'Berlin',
          region: '',
        },
        profiles: [{ ...info.profiles![0]!, username: 'richard' }],
      },
    };
    expect(toJsonResume(edited).basics).toMatchObject({
      location: { address: 'Main St 1', postalCode: 'CA 94115', city: 'Berlin', countryCode: 'US' },
      profiles: [{ network: 'Twitter', username: 'richard', url: 'https://www.twitter.com' }],
    });
    expect(toJsonResume(edited).basics?.location).not.toHaveProperty('region');
  });
});

describe('JSON Resume details after a change elsewhere', () => {
  it('gives way to the location, LinkedIn link and skill lists the CV shows', () => {
    const content = fromJsonResume(officialSample as JsonResume);
    const changed = normaliseCvContent({
      ...content,
      personal_info: {
        ...content.personal_info,
        location: 'Berlin',
        linkedin: 'linkedin.com/in/r',
      },
      sections: content.sections.map((section) =>
        section.type === 'skills'
          ? { ...section, content: { ...section.content, technical: ['Go'] } }
          : section,
      ),
    });
    expect(changed.personal_info.location_parts).toBeUndefined();
    expect(changed.sections.find((s) => s.type === 'skills')?.content).not.toHaveProperty('groups');
    const { basics, skills } = toJsonResume(changed);
    expect(basics?.location).toEqual({ address: 'Berlin' });
    expect(basics?.profiles).toEqual([
      ...officialSample.basics.profiles,
      { network: 'LinkedIn', url: 'linkedin.com/in/r' },
    ]);
    expect(skills).toEqual([{ name: 'Technical', keywords: ['Go'] }]);
  });
});

describe('checkJsonResume', () => {
  it('accepts the official sample and unknown properties', () => {
    expect(checkJsonResume({ ...officialSample, hobbies: [1] })).toMatchObject({ ok: true });
  });

  it.each([
    [
      { work: [{ startDate: 'March 2020' }] },
      'Not a valid JSON Resume: work[0].startDate must be a date like',
    ],
    [{ basics: { profiles: {} } }, 'basics.profiles must be an array.'],
    [{ skills: [{ keywords: [3] }] }, 'skills[0].keywords[0] must be a string.'],
    [[], 'The file is not a JSON Resume document.'],
  ])('refuses %j with a clear message', (value, message) => {
    const result = checkJsonResume(value);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });

  it('is the schema the types come from', () => {
    expect(jsonResumeSchema.safeParse(officialSample).success).toBe(true);
  });
});
