import { describe, expect, it } from 'vitest';
import { mergedYears, parseDuration } from './dates';

const NOW = new Date('2026-06-15T00:00:00Z');
const month = (year: number, monthNumber: number) => year * 12 + monthNumber - 1;

describe('parseDuration', () => {
  it.each([
    ['Jan 2019 - Present', month(2019, 1), month(2026, 6)],
    ['March 2016 – December 2018', month(2016, 3), month(2018, 12)],
    ['03/2016 – 12/2018', month(2016, 3), month(2018, 12)],
    ['2016-03 to 2018-12', month(2016, 3), month(2018, 12)],
    ['2014 - 2016', month(2014, 1), month(2016, 12)],
    ['2020', month(2020, 1), month(2020, 12)],
    ['Sept 2021 – Current', month(2021, 9), month(2026, 6)],
  ])('%s', (text, start, end) => {
    expect(parseDuration(text, NOW)).toEqual({ start, end });
  });

  it('has no range without a date, and never ends in the future', () => {
    expect(parseDuration('Summer job', NOW)).toBeUndefined();
    expect(parseDuration('2025 - 2029', NOW)?.end).toBe(month(2026, 6));
  });
});

describe('mergedYears', () => {
  it('counts overlapping jobs once', () => {
    const ranges = [
      { start: month(2018, 1), end: month(2019, 12) },
      { start: month(2019, 1), end: month(2020, 12) },
      { start: month(2022, 1), end: month(2022, 12) },
    ];
    expect(mergedYears(ranges)).toBe(4);
  });

  it('is 0 with no ranges', () => {
    expect(mergedYears([])).toBe(0);
  });
});
