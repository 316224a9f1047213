import { describe, expect, it } from 'vitest';
import { dateSpanOf, dateStyleOf, printDatePoint, wholePoint } from './dates';

// The grammar's forms and languages are tested through the parser (packages/cv-parser/src/dates.test.ts);
// these are the readings the insight engine and the JSON Resume mapping use.
describe('dateSpanOf', () => {
  it.each([
    ['Jan 2019 – Present', { from: { year: 2019, month: 1 }, to: 'present' }],
    ['März 2018 bis heute', { from: { year: 2018, month: 3 }, to: 'present' }],
    ['03/2016 – 12/2018', { from: { year: 2016, month: 3 }, to: { year: 2018, month: 12 } }],
    ['2014-2016', { from: { year: 2014 }, to: { year: 2016 } }],
    ['2018–20', { from: { year: 2018 }, to: { year: 2020 } }],
    ['Since 2021', { from: { year: 2021 }, to: 'present' }],
    ['2020', { from: { year: 2020 }, to: { year: 2020 } }],
  ])('%s', (text, span) => {
    expect(dateSpanOf(text)).toEqual(span);
  });

  it('is undefined without a date', () => {
    expect(dateSpanOf('Summer job')).toBeUndefined();
  });
});

describe('wholePoint and printDatePoint', () => {
  it('read a text that is one date and print it the CV way', () => {
    expect(wholePoint('06/2017')).toEqual({ year: 2017, month: 6 });
    expect(wholePoint('févr. 2020')).toEqual({ year: 2020, month: 2 });
    expect(wholePoint('13/2017')).toBeUndefined();
    expect(wholePoint('Jun 2017 – Present')).toBeUndefined();
    expect(printDatePoint({ year: 2017, month: 6 })).toBe('Jun 2017');
    expect(printDatePoint({ year: 2017 })).toBe('2017');
  });
});

describe('dateStyleOf', () => {
  it.each([
    ['Jan 2020 – Present', 'words'],
    ['01/2020 – 03/2021', 'numbers'],
    ['2018 – 2020', 'years'],
  ] as const)('%s is written in %s', (duration, style) => {
    expect(dateStyleOf(duration)).toBe(style);
  });
});
