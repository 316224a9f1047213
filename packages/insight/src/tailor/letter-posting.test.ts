import { describe, expect, it } from 'vitest';
import type { EngineContext } from '../ats/analyze-ats';
import { defaultKnowledge } from '../knowledge';
import { deedOf } from './letter-briefs';
import { letterQuality } from './letter-quality';
import { tailorCv } from './tailor-cv';
import { contentOf, pairById, TAILOR_NOW, tailorInput } from './testing';

const context: EngineContext = { knowledge: defaultKnowledge(), now: TAILOR_NOW };
const letterFor = (id: string) =>
  tailorCv(context, tailorInput(pairById(id), { includeCoverLetter: true })).coverLetter ?? '';

describe('the letter in the posting’s words (docs/decisions/035-cover-letter-quality.md)', () => {
  it('names what the posting asks for that the CV shows, with the job where it was used', () => {
    expect(letterFor('software-backend-strong')).toContain(
      'AWS and Go, which your posting asks for, have both been part of my work as Software Developer at Northwind Logistics.',
    );
  });

  it('writes skills as the posting does: common nouns in lower case, names as they are', () => {
    const letter = letterFor('finance-fpa-strong');
    expect(letter).toContain('variance analysis at Condé Nast');
    expect(letter).not.toContain('Variance Analysis');
    expect(letter).toContain('Excel');
  });

  it('does not say the posting asks for a skill the matcher found by stem only', () => {
    // The posting's "accounts" and the CV's "account planning" are not Accounting.
    expect(letterFor('sales-account-executive-strong')).not.toMatch(/accounting/i);
  });

  it('closes on the posting duty closest to the CV, in its words', () => {
    expect(letterFor('finance-fpa-strong')).toContain(
      'starting with improving planning processes and automation in Adaptive Insights, Excel and SQL, the part of the posting closest to my work at Squarespace.',
    );
  });

  it('tells other deeds briefly without restating their bullets', () => {
    expect(
      deedOf('Increased conversion by 44% through A/B tests on onboarding and pricing pages'),
    ).toBe('increased conversion by 44%');
    // A comma of its own would blur the list the deed joins.
    expect(deedOf('Negotiated a 3-year, $1.6M platform deal with a top-10 US retailer')).toBe(
      undefined,
    );
    const pair = pairById('education-math-teacher-strong');
    const letter = letterFor(pair.id);
    expect(letter).toContain('introduced mastery-style lessons in KS3');
    expect(letterQuality(letter, contentOf(pair)).restatedBullets.length).toBeLessThanOrEqual(3);
  });
});
