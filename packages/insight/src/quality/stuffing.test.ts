import { describe, expect, it } from 'vitest';
import { measureStuffing, STUFFED_SKILLS } from './stuffing';

// docs/product.md §C9: a skill only listed buys a small share of one shown in an achievement.
describe('listing a job’s missing skills without showing them', () => {
  const cases = measureStuffing();
  const stuffed = cases.filter((item) => item.added.length >= 4);

  it('is measured on many CV/job pairs, most with eight skills appended', () => {
    console.log(
      cases
        .map(
          (item) =>
            `${item.id}: +${item.added.length} skills, ATS ${item.ats.before} → ${item.ats.after}, job match ${item.career.before} → ${item.career.after}`,
        )
        .join('\n'),
    );
    expect(stuffed.length).toBeGreaterThanOrEqual(10);
    expect(stuffed.filter((item) => item.added.length === STUFFED_SKILLS).length).toBeGreaterThan(
      3,
    );
  });

  it('raises the ATS score by at most 5 points', () => {
    const over = cases.filter((item) => item.ats.after - item.ats.before > 5);
    expect(over.map((item) => `${item.id} ${item.ats.before} → ${item.ats.after}`)).toEqual([]);
  });

  it('raises the career job match by little (at most 6 points)', () => {
    const over = cases.filter((item) => item.career.after - item.career.before > 6);
    expect(over.map((item) => `${item.id} ${item.career.before} → ${item.career.after}`)).toEqual(
      [],
    );
  });
});
