import { isSampleText, SAMPLE_MARK, type CvContent } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeCareer } from '../career/analyze-career';
import type { EngineContext } from '../ats/analyze-ats';
import { defaultKnowledge } from '../knowledge';
import { QUALITY_PAIRS } from '../quality/pairs';
import { COVER_LETTER_WORDS } from '@cvforge/contracts';
import { matchScoreFromJobMatch } from './levels';
import { mainSection, sectionsOfType } from './sections';
import { tailorCv } from './tailor-cv';
import { pairById, TAILOR_NOW, tailorInput } from './testing';
import { wordCount } from './text';

const context: EngineContext = { knowledge: defaultKnowledge(), now: TAILOR_NOW };
const nurse = pairById('healthcare-icu-nurse-strong');

/** Each section's content with every list sorted: equal when only the order differs. */
function orderFree(content: CvContent) {
  const normalise = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value
        .map(normalise)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalise(item)]));
    return value;
  };
  return normalise({
    ...content,
    sections: content.sections.map(({ order: _order, ...rest }) => rest),
  });
}

describe('tailorCv (built-in)', () => {
  it('at level 1 only changes order, on every pair', () => {
    for (const pair of QUALITY_PAIRS) {
      const input = tailorInput(pair, { matchingLevel: 1 });
      const result = tailorCv(context, input);
      expect(orderFree(result.content), pair.id).toEqual(orderFree(input.content));
    }
  });

  it('at level 1 puts the bullets most relevant to the job first', () => {
    const pair = pairById('software-backend-strong');
    const input = tailorInput(pair, { matchingLevel: 1 });
    const before = mainSection(input.content, 'experience')?.content.experiences ?? [];
    const after =
      mainSection(tailorCv(context, input).content, 'experience')?.content.experiences ?? [];
    expect(after.map((entry) => entry.company)).toEqual(before.map((entry) => entry.company));
    expect(
      after.some(
        (entry, index) => entry.achievements.join() !== before[index]?.achievements.join(),
      ),
    ).toBe(true);
  });

  it('rewrites more at higher levels: a new summary from level 4, the job title as headline when the CV carries it', () => {
    const input = tailorInput(nurse);
    const summaryAt = (matchingLevel: number) =>
      mainSection(tailorCv(context, { ...input, matchingLevel }).content, 'summary')?.content.text;
    const original = mainSection(input.content, 'summary')?.content.text;
    expect(summaryAt(3)).toBe(original);
    expect(summaryAt(4)).not.toBe(original);
    expect(summaryAt(4)).toContain(original);
    // The summary's own opening names the role already: no headline sentence repeats it.
    expect(summaryAt(7)?.startsWith('ICU nurse with 7 years')).toBe(true);
    expect(tailorCv(context, { ...input, matchingLevel: 7 }).content.personal_info.title).toBe(
      'ICU Registered Nurse',
    );
  });

  it('never claims a title whose words the CV does not carry', () => {
    const pair = pairById('software-lead-weak');
    const result = tailorCv(context, tailorInput(pair, { matchingLevel: 10 }));
    expect(result.content.personal_info.title).toBe(contentTitle(pair));
  });

  it('drops soft skills and achievements when they are not wanted', () => {
    const withAll = tailorCv(context, tailorInput(nurse, { matchingLevel: 7 }));
    expect(sectionsOfType(withAll.content, 'soft_skills')).toHaveLength(1);
    const without = tailorCv(
      context,
      tailorInput(nurse, { includeSoftSkills: false, includeAchievements: false }),
    );
    const types = without.content.sections.map((section) => section.type);
    expect(types).not.toContain('soft_skills');
    expect(types).not.toContain('achievements');
  });

  it("follows the wizard's section order, visibility and titles; unlisted sections follow", () => {
    const result = tailorCv(
      context,
      tailorInput(nurse, {
        sections: [
          { type: 'personal_info', is_visible: true, order: 0 },
          { type: 'skills', is_visible: true, order: 1, title: 'Clinical Skills' },
          { type: 'experience', is_visible: true, order: 2 },
          { type: 'languages', is_visible: false, order: 3 },
        ],
      }),
    );
    const sections = result.content.sections;
    expect(sections.slice(0, 4).map((section) => section.type)).toEqual([
      'personal_info',
      'skills',
      'experience',
      'languages',
    ]);
    expect(sections.map((section) => section.order)).toEqual(sections.map((_, index) => index));
    expect(sections[1]?.title).toBe('Clinical Skills');
    expect(sections[3]?.is_visible).toBe(false);
    expect(sections.slice(4).map((section) => section.type)).toEqual([
      'summary',
      'education',
      'soft_skills',
      'certifications',
    ]);
  });

  it('lists bullets to drop least relevant first and never every bullet of a job', () => {
    for (const pair of QUALITY_PAIRS) {
      const result = tailorCv(context, tailorInput(pair));
      const jobs = mainSection(result.content, 'experience')?.content.experiences ?? [];
      const refs = result.bulletDropOrder;
      expect(new Set(refs.map((ref) => `${ref.experience}:${ref.bullet}`)).size).toBe(refs.length);
      jobs.forEach((job, experience) => {
        const dropped = refs.filter((ref) => ref.experience === experience);
        if (job.achievements.length)
          expect(dropped.length, pair.id).toBe(job.achievements.length - 1);
        for (const ref of dropped) expect(job.achievements[ref.bullet]).toBeDefined();
      });
    }
  });

  it("scores the result with the career engine's job match on the 1-10 scale", () => {
    const result = tailorCv(context, tailorInput(nurse));
    const report = analyzeCareer(context, { content: result.content, target: nurse.job });
    expect(result.matchScore).toBe(matchScoreFromJobMatch(report.jobMatchScore));
    expect([0, 4, 5, 50, 94, 95, 100].map(matchScoreFromJobMatch)).toEqual([1, 1, 1, 5, 9, 10, 10]);
  });

  it('writes a cover letter of at most 400 words to the company for the role, stored hidden in the content', () => {
    for (const pair of QUALITY_PAIRS) {
      const result = tailorCv(context, tailorInput(pair, { includeCoverLetter: true }));
      const letter = result.coverLetter ?? '';
      expect(wordCount(letter), pair.id).toBeLessThanOrEqual(COVER_LETTER_WORDS.max);
      expect(letter).toContain(pair.job.company_name);
      expect(letter).toContain(pair.job.job_title);
      const section = mainSection(result.content, 'cover_letter');
      expect(section?.content.cover_letter.content).toBe(letter);
      expect(section?.is_visible).toBe(false);
    }
    expect(tailorCv(context, tailorInput(nurse)).coverLetter).toBeNull();
  });

  it('leaves sections hidden in the wizard out of the cover letter', () => {
    const school = 'University of Texas Health Science Center at Houston';
    const shown = tailorCv(context, tailorInput(nurse, { includeCoverLetter: true }));
    expect(shown.coverLetter).toContain(school);
    const hidden = tailorCv(
      context,
      tailorInput(nurse, {
        includeCoverLetter: true,
        sections: [{ type: 'education', is_visible: false, order: 3 }],
      }),
    );
    expect(hidden.coverLetter).not.toContain(school);
  });
});

function contentTitle(pair: typeof nurse) {
  return tailorInput(pair).content.personal_info.title;
}

describe('tailorCv from contact details only', () => {
  const input = tailorInput(nurse, { source: 'contact_only', includeCoverLetter: true });
  const result = tailorCv(context, input);

  it("keeps the default CV's contact details as they are", () => {
    const { name, email, phone, location, linkedin, website } = input.content.personal_info;
    expect(result.content.personal_info).toMatchObject({
      name,
      email,
      phone,
      location,
      linkedin,
      website,
    });
    expect(mainSection(result.content, 'personal_info')?.content).toMatchObject({
      name,
      email,
      phone,
    });
  });

  it('marks every other value as a sample, and none of the real ones', () => {
    const contact = new Set(
      Object.entries(input.content.personal_info).flatMap(([key, value]) =>
        key !== 'title' && typeof value === 'string' ? [value] : [],
      ),
    );
    const values: string[] = [];
    const walk = (value: unknown, key = '') => {
      if (typeof value === 'string') {
        if (value.trim() && key !== 'id') values.push(value);
      } else if (Array.isArray(value)) value.forEach((item) => walk(item));
      else if (value && typeof value === 'object')
        for (const [name, item] of Object.entries(value)) walk(item, name);
    };
    for (const section of result.content.sections)
      if (section.type !== 'personal_info') walk(section.content);
    walk(result.content.personal_info.title);
    expect(values.length).toBeGreaterThan(20);
    expect(values.filter((value) => !isSampleText(value))).toEqual([]);
    expect([...contact].filter((value) => value && isSampleText(value))).toEqual([]);
    expect(result.coverLetter?.startsWith(SAMPLE_MARK)).toBe(true);
  });

  it("builds the sample from the job's vocabulary", () => {
    const skills = mainSection(result.content, 'skills')?.content.technical.join(' ') ?? '';
    expect(skills).toMatch(/Mechanical Ventilation|Critical Care|Patient Assessment/);
    expect(JSON.stringify(result.content)).not.toContain('Memorial Hermann');
  });
});
