import { describe, expect, it } from 'vitest';
import { actionPlanSkills, actionPlanSteps } from './action-plan';

describe('action plan', () => {
  it('names only the first three missing skills', () => {
    expect(actionPlanSkills(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(actionPlanSkills(['a'])).toEqual(['a']);
  });

  it('prioritises steps 2 high, 2 medium, the rest optimization, without blanks or repeats', () => {
    const steps = actionPlanSteps({
      improvementAreas: ['one', 'two', ' '],
      resumeSuggestions: ['three', 'two', 'four', 'five', 'six'],
    });
    expect(steps).toEqual([
      { text: 'one', priority: 'high' },
      { text: 'two', priority: 'high' },
      { text: 'three', priority: 'medium' },
      { text: 'four', priority: 'medium' },
      { text: 'five', priority: 'optimization' },
      { text: 'six', priority: 'optimization' },
    ]);
  });
});
