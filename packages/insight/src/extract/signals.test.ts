import { describe, expect, it } from 'vitest';
import {
  isLeadershipLine,
  isLeadershipTitle,
  isQuantified,
  opensWeakly,
  opensWithActionVerb,
} from './signals';

describe('achievement signals', () => {
  it.each([
    ['Cut checkout latency 40% by caching prices', true],
    ['Grew revenue to $1.2M', true],
    ['Managed a team of 6 engineers', true],
    ['Served 300 patients a week', true],
    ['Joined the company in 2019', false],
    ['Maintained the billing service', false],
  ])('quantified: %s → %s', (line, expected) => {
    expect(isQuantified(line)).toBe(expected);
  });

  it('tells strong openers from weak ones', () => {
    expect(opensWithActionVerb('Led the migration to Kubernetes')).toBe(true);
    expect(opensWithActionVerb('Optimised queries')).toBe(true);
    expect(opensWithActionVerb('The migration was led by me')).toBe(false);
    expect(opensWeakly('Responsible for the payroll')).toBe(true);
    expect(opensWeakly('Helped with onboarding')).toBe(true);
    expect(opensWeakly('Led onboarding')).toBe(false);
  });

  it('reads leadership from lines and titles', () => {
    expect(isLeadershipLine('Mentored four junior analysts')).toBe(true);
    expect(isLeadershipLine('Ran a team of 12 nurses')).toBe(true);
    expect(isLeadershipLine('Wrote unit tests')).toBe(false);
    expect(isLeadershipTitle('Engineering Manager')).toBe(true);
    expect(isLeadershipTitle('Software Engineer')).toBe(false);
  });
});
