import { describe, expect, it } from 'vitest';
import { tokenize } from '../../text/tokens';
import { BUSINESS_CERTIFICATIONS } from './certifications-business';
import { BUSINESS_SKILL_CATEGORIES, BUSINESS_SKILLS } from './skills-business';
import { SOFT_SKILLS } from './soft-skills';

type Spelled = { name: string; aliases: readonly string[] };

const spellingsOf = (entries: readonly Spelled[]) =>
  entries.flatMap((entry) => [entry.name, ...entry.aliases]);

/** Spellings that occur more than once, compared by `key`. */
function repeated(spellings: readonly string[], key: (spelling: string) => string): string[] {
  const seen = new Set<string>();
  return spellings.filter((spelling) => {
    const normalised = key(spelling);
    if (seen.has(normalised)) return true;
    seen.add(normalised);
    return false;
  });
}

const allSpellings = spellingsOf([...BUSINESS_SKILLS, ...SOFT_SKILLS, ...BUSINESS_CERTIFICATIONS]);

/** The phrase the matcher looks up: stems of the tokens, joined words kept whole as it keeps them. */
const keepWhole = new Set(
  allSpellings.flatMap((spelling) =>
    spelling
      .split(/\s+/)
      .filter((word) => /[-/]/.test(word))
      .map((word) => word.toLowerCase()),
  ),
);
const matcherPhrase = (spelling: string) =>
  tokenize(spelling, keepWhole)
    .map((token) => token.stem)
    .join(' ');

describe('business knowledge data', () => {
  it('holds at least 650 hard skills, 70 soft skills and 60 certifications', () => {
    expect(BUSINESS_SKILLS.length).toBeGreaterThanOrEqual(650);
    expect(SOFT_SKILLS.length).toBeGreaterThanOrEqual(70);
    expect(BUSINESS_CERTIFICATIONS.length).toBeGreaterThanOrEqual(60);
  });

  it('spells each hard or soft skill once, case-insensitively, within and across both lists', () => {
    const skillSpellings = spellingsOf([...BUSINESS_SKILLS, ...SOFT_SKILLS]);
    expect(repeated(skillSpellings, (spelling) => spelling.toLowerCase())).toEqual([]);
  });

  it('never gives two entries spellings the matcher would read as the same phrase', () => {
    expect(repeated(allSpellings, matcherPhrase)).toEqual([]);
  });

  it('has no spelling under 2 characters or with stray spaces', () => {
    expect(allSpellings.filter((spelling) => spelling.length < 2)).toEqual([]);
    expect(allSpellings.filter((spelling) => spelling !== spelling.trim())).toEqual([]);
  });

  it('files every hard skill under a known category', () => {
    const categories: readonly string[] = BUSINESS_SKILL_CATEGORIES;
    const misfiled = BUSINESS_SKILLS.filter((skill) => !categories.includes(skill.category));
    expect(misfiled.map((skill) => skill.name)).toEqual([]);
  });

  it('uses every category', () => {
    const used = new Set(BUSINESS_SKILLS.map((skill) => skill.category));
    expect(BUSINESS_SKILL_CATEGORIES.filter((category) => !used.has(category))).toEqual([]);
  });

  it('names certifications uniquely, with an issuer, vouching only for known hard skills', () => {
    const names = BUSINESS_CERTIFICATIONS.map((cert) => cert.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(BUSINESS_CERTIFICATIONS.filter((cert) => !cert.issuer.trim())).toEqual([]);
    const skillNames = new Set(BUSINESS_SKILLS.map((skill) => skill.name));
    const unknown = BUSINESS_CERTIFICATIONS.flatMap((cert) =>
      cert.skills
        .filter((skill) => !skillNames.has(skill))
        .map((skill) => `${cert.name}: ${skill}`),
    );
    expect(unknown).toEqual([]);
  });
});
