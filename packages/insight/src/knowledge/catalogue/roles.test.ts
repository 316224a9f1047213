import { describe, expect, it } from 'vitest';
import { SENIORITY_ORDER } from '../../extract/seniority';
import { defaultKnowledge } from '../index';
import { INDUSTRIES } from '../types';
import { BUSINESS_CERTIFICATIONS } from './certifications-business';
import { TECH_CERTIFICATIONS } from './certifications-tech';
import { ROLE_PROFILES } from './roles';
import { BUSINESS_SKILLS } from './skills-business';
import { EXTRA_SKILLS } from './skills-roles-extra';
import { TECH_SKILLS } from './skills-tech';
import { SOFT_SKILLS } from './soft-skills';

/** Every spelling (name or alias) of a list, lower-cased. */
function spellings(entries: readonly { name: string; aliases: readonly string[] }[]): Set<string> {
  return new Set(
    entries.flatMap((entry) => [entry.name, ...entry.aliases]).map((name) => name.toLowerCase()),
  );
}

const hardSkills = spellings([...TECH_SKILLS, ...BUSINESS_SKILLS, ...EXTRA_SKILLS]);
const softSkills = spellings(SOFT_SKILLS);
const certifications = spellings([...TECH_CERTIFICATIONS, ...BUSINESS_CERTIFICATIONS]);

type Pick = (role: (typeof ROLE_PROFILES)[number]) => readonly string[];

/** "role-id: entry" for each entry of a role list that `fits` rejects. */
function misfits(pick: Pick, fits: (entry: string) => boolean): string[] {
  return ROLE_PROFILES.flatMap((role) =>
    pick(role)
      .filter((entry) => !fits(entry))
      .map((entry) => `${role.id}: ${entry}`),
  );
}

/** Sizes each list of a profile may have (types.ts documents them; keywords: 5-10 per the brief). */
const SIZE_RANGES: readonly [
  list: 'coreSkills' | 'niceSkills' | 'softSkills' | 'certifications' | 'keywords',
  min: number,
  max: number,
][] = [
  ['coreSkills', 6, 12],
  ['niceSkills', 4, 12],
  ['softSkills', 3, 6],
  ['certifications', 0, 5],
  ['keywords', 5, 10],
];

const unknown = (pick: Pick, known: Set<string>) =>
  misfits(pick, (name) => known.has(name.toLowerCase()));

describe('ROLE_PROFILES', () => {
  it('has at least 48 profiles with unique kebab-case ids', () => {
    expect(ROLE_PROFILES.length).toBeGreaterThanOrEqual(48);
    const ids = ROLE_PROFILES.map((role) => role.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  it('covers every industry with at least 3 profiles', () => {
    for (const industry of INDUSTRIES) {
      expect(
        ROLE_PROFILES.filter((role) => role.industry === industry).length,
        industry,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every profile at least one title for each seniority', () => {
    const missing = ROLE_PROFILES.flatMap((role) =>
      SENIORITY_ORDER.filter(
        (level) => role.titles[level].filter((title) => title.trim()).length === 0,
      ).map((level) => `${role.id}: ${level}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives each title to one profile only, so a title points at one role', () => {
    const owners = new Map<string, string[]>();
    for (const role of ROLE_PROFILES) {
      const titles = new Set(
        Object.values(role.titles)
          .flat()
          .map((title) => title.toLowerCase()),
      );
      for (const title of titles) owners.set(title, [...(owners.get(title) ?? []), role.id]);
    }
    const shared = [...owners].filter(([, ids]) => ids.length > 1);
    expect(shared.map(([title, ids]) => `${title}: ${ids.join(', ')}`)).toEqual([]);
  });

  it('keeps list sizes within the documented ranges', () => {
    const outOfRange = ROLE_PROFILES.flatMap((role) =>
      SIZE_RANGES.filter(
        ([list, min, max]) => role[list].length < min || role[list].length > max,
      ).map(([list]) => `${role.id}: ${list} has ${role[list].length}`),
    );
    expect(outOfRange).toEqual([]);
  });

  it('does not list a skill as both core and nice', () => {
    const twice = ROLE_PROFILES.flatMap((role) =>
      role.coreSkills
        .filter((skill) => role.niceSkills.includes(skill))
        .map((skill) => `${role.id}: ${skill}`),
    );
    expect(twice).toEqual([]);
  });

  it('names only hard skills the knowledge base knows', () => {
    expect(unknown((role) => [...role.coreSkills, ...role.niceSkills], hardSkills)).toEqual([]);
  });

  it('names only soft skills the knowledge base knows', () => {
    expect(unknown((role) => role.softSkills, softSkills)).toEqual([]);
  });

  it('names only certifications the knowledge base knows', () => {
    expect(unknown((role) => role.certifications, certifications)).toEqual([]);
  });

  it('names terms the matcher reads back as themselves', () => {
    const knowledge = defaultKnowledge();
    const all: Pick = (role) => [
      ...role.coreSkills,
      ...role.niceSkills,
      ...role.softSkills,
      ...role.certifications,
    ];
    const readBack = (name: string) => {
      const hits = knowledge.findTerms(name, { listContext: true });
      return hits.length === 1 && hits[0]?.term.name === name;
    };
    expect(misfits(all, readBack)).toEqual([]);
  });

  it('keeps keywords to phrases the matcher does not read as a single term', () => {
    const knowledge = defaultKnowledge();
    const isTerm = (keyword: string) =>
      knowledge
        .findTerms(keyword, { listContext: true })
        .some((hit) => hit.length === knowledge.tokens(keyword).length);
    expect(
      misfits(
        (role) => role.keywords,
        (keyword) => !isTerm(keyword),
      ),
    ).toEqual([]);
  });
});

describe('EXTRA_SKILLS', () => {
  it('does not repeat a spelling of the tech or business skills', () => {
    const existing = spellings([...TECH_SKILLS, ...BUSINESS_SKILLS]);
    const repeated = EXTRA_SKILLS.flatMap((skill) => [skill.name, ...skill.aliases]).filter(
      (name) => existing.has(name.toLowerCase()),
    );
    expect(repeated).toEqual([]);
  });
});
