import { describe, expect, it } from 'vitest';
import { tokenize } from '../../text/tokens';
import { TECH_CERTIFICATIONS } from './certifications-tech';
import { TECH_SKILL_CATEGORIES, TECH_SKILLS } from './skills-tech';

const spellingsOf = (entry: { name: string; aliases: readonly string[] }) => [
  entry.name,
  ...entry.aliases,
];
const entries = [...TECH_SKILLS, ...TECH_CERTIFICATIONS];

/** Spellings that occur in more than one place, case-insensitively. */
function repeated(spellings: readonly string[]): string[] {
  const seen = new Set<string>();
  return spellings.filter((spelling) => {
    const key = spelling.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

describe('TECH_SKILLS', () => {
  it('lists at least 1,000 skills and tools', () => {
    expect(TECH_SKILLS.length).toBeGreaterThanOrEqual(1000);
  });

  it('never repeats a name or alias, ignoring case', () => {
    expect(repeated(TECH_SKILLS.flatMap(spellingsOf))).toEqual([]);
  });

  it('has no alias shorter than 2 characters and no blank spelling', () => {
    expect(TECH_SKILLS.flatMap((skill) => skill.aliases).filter((a) => a.length < 2)).toEqual([]);
    expect(TECH_SKILLS.flatMap(spellingsOf).filter((s) => s.trim() !== s || !s)).toEqual([]);
  });

  it('uses only the exported categories, and every category has skills', () => {
    const categories: readonly string[] = TECH_SKILL_CATEGORIES;
    expect(TECH_SKILLS.filter((skill) => !categories.includes(skill.category))).toEqual([]);
    const used = new Set(TECH_SKILLS.map((skill) => skill.category));
    expect(TECH_SKILL_CATEGORIES.filter((category) => !used.has(category))).toEqual([]);
    expect(TECH_SKILL_CATEGORIES.every((c) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(c))).toBe(true);
  });
});

describe('TECH_CERTIFICATIONS', () => {
  it('lists at least 60 certifications, each with an issuer and skills', () => {
    expect(TECH_CERTIFICATIONS.length).toBeGreaterThanOrEqual(60);
    expect(TECH_CERTIFICATIONS.filter((cert) => !cert.issuer || cert.skills.length === 0)).toEqual(
      [],
    );
  });

  it('vouches only for canonical TECH_SKILLS names', () => {
    const names = new Set(TECH_SKILLS.map((skill) => skill.name));
    const unknown = TECH_CERTIFICATIONS.flatMap((cert) =>
      cert.skills.filter((skill) => !names.has(skill)).map((skill) => `${cert.name}: ${skill}`),
    );
    expect(unknown).toEqual([]);
  });

  it('never reuses a skill or certification spelling, ignoring case', () => {
    expect(repeated(entries.flatMap(spellingsOf))).toEqual([]);
    expect(TECH_CERTIFICATIONS.flatMap((cert) => cert.aliases).filter((a) => a.length < 2)).toEqual(
      [],
    );
  });
});

describe('tech knowledge as the matcher reads it', () => {
  // The matcher keeps joined words ("CI/CD") whole when a spelling contains them, and the first
  // entry to claim a stemmed phrase wins: two entries sharing one would make the second unreachable.
  const keep = new Set(
    entries
      .flatMap(spellingsOf)
      .flatMap((spelling) => spelling.split(/\s+/))
      .filter((word) => /[-/]/.test(word))
      .map((word) => word.toLowerCase()),
  );
  const phraseOf = (spelling: string) =>
    tokenize(spelling, keep)
      .map((token) => token.stem)
      .join(' ');

  it('gives every spelling at least one word', () => {
    expect(entries.flatMap(spellingsOf).filter((spelling) => phraseOf(spelling) === '')).toEqual(
      [],
    );
  });

  it('gives no two entries the same stemmed phrase', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of entries)
      for (const spelling of spellingsOf(entry)) {
        const phrase = phraseOf(spelling);
        const first = owner.get(phrase);
        if (first === undefined) owner.set(phrase, entry.name);
        else if (first !== entry.name) clashes.push(`${spelling} (${entry.name}) vs ${first}`);
      }
    expect(clashes).toEqual([]);
  });
});
