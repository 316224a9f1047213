import { COVER_LETTER_WORDS, cvContentSchema } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import type { EngineContext } from '../ats/analyze-ats';
import { defaultKnowledge } from '../knowledge';
import { QUALITY_PAIRS } from '../quality/pairs';
import { letterProblems, letterQuality } from './letter-quality';
import { mainSection } from './sections';
import { tailorCv } from './tailor-cv';
import { contentOf, pairById, TAILOR_NOW, tailorInput } from './testing';
import { sentences } from './text';

const context: EngineContext = { knowledge: defaultKnowledge(), now: TAILOR_NOW };
const letterFor = (pair = pairById('software-backend-strong'), overrides = {}) =>
  tailorCv(context, tailorInput(pair, { includeCoverLetter: true, ...overrides })).coverLetter ??
  '';

describe('writeCoverLetter', () => {
  it('meets the reader checks on every quality pair, length aside for thin CVs', () => {
    const failures = QUALITY_PAIRS.flatMap((pair) => {
      const quality = letterQuality(letterFor(pair), contentOf(pair));
      const problems = letterProblems(quality).filter((problem) => !/ words$/.test(problem));
      if (quality.words > COVER_LETTER_WORDS.max) problems.push(`${quality.words} words`);
      return problems.map((problem) => `${pair.id}: ${problem}`);
    });
    expect(failures).toEqual([]);
  });

  it('opens with the role and company, or "Dear Hiring Manager," when the company is withheld', () => {
    const pair = pairById('software-backend-strong');
    const named = letterFor(pair);
    expect(named.startsWith(`Dear ${pair.job.company_name} Hiring Team,`)).toBe(true);
    expect(named).toContain(`the ${pair.job.job_title} position at ${pair.job.company_name}`);
    for (const company_name of ['Confidential', 'Confidential employer', '']) {
      const letter = letterFor(pair, { job: { ...pair.job, company_name } });
      expect(letter.startsWith('Dear Hiring Manager,\n\n')).toBe(true);
      expect(letter).not.toMatch(/confidential/i);
      expect(letter).toContain(`the ${pair.job.job_title} position you have advertised`);
    }
  });

  it("gives the user's own reason for the company its own paragraph, and invents none", () => {
    const why = 'I have used Finch Payments for years and admire how plainly it explains fees.';
    const letter = letterFor(undefined, { whyCompany: `  ${why} ` });
    expect(letter.split('\n\n')).toContain(why);
    expect(letterQuality(letter, contentOf(pairById('software-backend-strong'))).paragraphs).toBe(
      5,
    );
    expect(letterFor()).not.toMatch(/admire|passion|excited|mission/i);
  });

  it('signs once, in normal case, when the CV shouts the name and title', () => {
    const pair = pairById('software-backend-strong');
    const content = contentOf(pair);
    content.personal_info.name = 'DANIEL OKAFOR';
    content.personal_info.title = 'SENIOR BACKEND ENGINEER';
    const latest = mainSection(content, 'experience')?.content.experiences[0];
    if (latest) latest.title = 'SENIOR BACKEND ENGINEER';
    const letter = letterFor(pair, { content });
    expect(letter.endsWith('Sincerely,\nDaniel Okafor')).toBe(true);
    expect(letter).toContain('In my current role as Senior Backend Engineer at Paylane');
    expect(letter).not.toMatch(/OKAFOR|BACKEND/);
  });

  it('writes no canned sentence and repeats no sentence across the quality pairs', () => {
    const seen = new Map<string, number>();
    for (const pair of QUALITY_PAIRS)
      for (const sentence of new Set(sentences(letterFor(pair).replace(/\n+/g, ' '))))
        seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
    // A sentence in more than a quarter of all letters names no fact of the person: filler.
    const canned = [...seen].filter(([, count]) => count > QUALITY_PAIRS.length / 4);
    expect(canned.map(([sentence]) => sentence)).toEqual([
      'Thank you for your time and consideration.',
    ]);
  });

  it('leaves out the values the parser doubted', () => {
    const pair = pairById('finance-accountant-partial');
    const doubted = letterFor(pair, {
      parseConfidence: {
        'sections.education.0.institution': 0.4,
        'sections.experience.1.company': 0.5,
      },
    });
    expect(letterFor(pair)).toContain('Aston University');
    expect(doubted).not.toContain('Aston University');
    expect(doubted).not.toContain('West Midlands Housing Trust');
    const sysadmin = pairById('software-devops-partial');
    const title = `I work as a ${sysadmin.cv.personal_info?.title ?? ''}`;
    expect(letterFor(sysadmin)).toContain(title);
    expect(letterFor(sysadmin, { parseConfidence: { 'personal_info.title': 0.3 } })).not.toContain(
      title,
    );
    expect(letterFor(sysadmin, { parseConfidence: { 'personal_info.title': 0.9 } })).toContain(
      title,
    );
  });

  it('keeps a phone number read as a field of study out of the letter', () => {
    const pair = pairById('finance-accountant-partial');
    const content = cvContentSchema.parse(structuredClone(pair.cv));
    const education = content.sections.find((section) => section.type === 'education');
    if (education?.type === 'education')
      (education.content.education[0] as { field: string }).field = '972.502.9488';
    expect(letterFor(pair, { content })).not.toContain('972.502.9488');
  });

  it('ends a sentence once when an employer’s name ends with a full stop', () => {
    const pair = pairById('finance-accountant-partial');
    const content = cvContentSchema.parse(structuredClone(pair.cv));
    const jobs = mainSection(content, 'experience')?.content.experiences ?? [];
    for (const job of jobs) job.company = `${job.company} & Co.`;
    const letter = letterFor(pair, { content });
    expect(letter).toContain('& Co.');
    expect(letter).not.toContain('..');
  });
});
