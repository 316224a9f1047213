import type { FillIn } from '@cvforge/contracts';

/**
 * Sentences that need the user's own words (docs/decisions/032-no-placeholders.md). The engine
 * never writes these into a CV: the user answers the fields, and the sentence is composed from
 * the answers (composeFillIn in @cvforge/contracts).
 */
export const keywordFillIn = (keyword: string): FillIn => ({
  sentence: `Used ${keyword} to {what}, {result} by {number}.`,
  fields: [
    {
      key: 'what',
      label: `What you did with ${keyword}`,
      example: 'replace a manual weekly report',
    },
    { key: 'result', label: 'The result', example: 'saving the team time' },
    { key: 'number', label: 'The number', example: '6 hours a week' },
  ],
});

export const measurableResultFillIn: FillIn = {
  sentence: '{what}, improving {result} by {number}.',
  fields: [
    {
      key: 'what',
      label: 'What you changed (start with a verb)',
      example: 'Automated the monthly close',
    },
    { key: 'result', label: 'What improved', example: 'reporting time' },
    { key: 'number', label: 'By how much', example: '40% within six months' },
  ],
};

export const leadershipFillIn: FillIn = {
  sentence: 'Led {team} to {outcome}, {result}.',
  fields: [
    { key: 'team', label: 'The project or team you led', example: 'a team of four engineers' },
    { key: 'outcome', label: 'What you achieved', example: 'ship the new billing system' },
    {
      key: 'result',
      label: 'The result, with a number',
      example: 'cutting invoice errors by 30%',
    },
  ],
};
