import { describe, expect, it } from 'vitest';
import { findDate, findDateRange, normalisePoint, withoutDate } from './dates';

describe('findDateRange', () => {
  it.each([
    ['Jan 2020 – Present', 'Jan 2020 – Present'],
    ['January 2020 - Current', 'Jan 2020 – Present'],
    ['Sept. 2019 to now', 'Sep 2019 – Present'],
    ['2019-03 – 2021-05', 'Mar 2019 – May 2021'],
    ['03/2019 - 06/2021', 'Mar 2019 – Jun 2021'],
    ['2018 - 2020', '2018 – 2020'],
    ['2018–20', '2018 – 2020'],
    ['2022-23', '2022 – 2023'],
    ['2018-2020', '2018 – 2020'],
    ['Since 2021', '2021 – Present'],
    ['Senior Engineer — Acme   Mar 2017 – Dec 2019', 'Mar 2017 – Dec 2019'],
    ["Oct. 2019 - Aujourd'hui", 'Oct 2019 – Present'],
    ['Oct. 2019 - Juin 2021', 'Oct 2019 – Jun 2021'],
    ['März 2018 bis heute', 'Mar 2018 – Present'],
    ['enero de 2019 a actualidad', 'Jan 2019 – Present'],
    ['janeiro 2019 até atual', 'Jan 2019 – Present'],
    ['gennaio 2019 - oggi', 'Jan 2019 – Present'],
    ['mrt 2019 tot heden', 'Mar 2019 – Present'],
    ['1 stycznia 2019 do obecnie', 'Jan 2019 – Present'],
    ['paź 2020 – nadal', 'Oct 2020 – Present'],
    ['jan. 2021 – o momento', 'Jan 2021 – Present'],
    ['marzo 2019 – la actualidad', 'Mar 2019 – Present'],
    ['2013-12-01 - 2015-03-01', 'Dec 2013 – Mar 2015'],
    ['2013-12-01 →', 'Dec 2013 – Present'],
    ['12.2013 – 03.2015', 'Dec 2013 – Mar 2015'],
    ['September, 2019 - June, 2020', 'Sep 2019 – Jun 2020'],
    ['seit 2021', '2021 – Present'],
    ['Nov 25, 2026 - Dec 3, 2027', 'Nov 2026 – Dec 2027'],
    ['5 de marzo de 2019 - 1 de junio de 2021', 'Mar 2019 – Jun 2021'],
  ])('%s → %s', (text, normalised) => {
    expect(findDateRange(text)?.normalised).toBe(normalised);
  });

  it('finds no range in plain text, phone numbers or a lone year', () => {
    expect(findDateRange('Cut latency by 38% in 2 quarters')).toBeUndefined();
    expect(findDateRange('+44 20 7946 0123')).toBeUndefined();
    expect(findDateRange('Graduated 2019')).toBeUndefined();
  });

  it('refuses an end year before the start in the short form', () => {
    expect(findDateRange('2018–12')).toBeUndefined();
  });
});

describe('points and single dates', () => {
  it.each([
    ['March 2019', 'Mar 2019'],
    ['2019-03', 'Mar 2019'],
    ['03/2019', 'Mar 2019'],
    ['2019', '2019'],
    ['févr. 2019', 'Feb 2019'],
    ['Dezember 2019', 'Dec 2019'],
    ['października 2019', 'Oct 2019'],
    ['2019-03-01', 'Mar 2019'],
    ['Summer 2019', '2019'],
    ['13/2019', undefined],
    ['Smarch 2019', undefined],
  ])('%s → %s', (text, expected) => expect(normalisePoint(text)).toBe(expected));

  it('gives the graduation year of a range', () => {
    expect(findDate('2014 – 2018')?.endYear).toBe('2018');
    expect(findDate('June 2018')?.normalised).toBe('Jun 2018');
  });

  it.each([
    ['10/2022 – obecnie · 4 lata 2 miesiące', 'Oct 2022 – Present'],
    ['Oct, 2021 – May, 2024 · 2 years 7 months', 'Oct 2021 – May 2024'],
    ['Jan 2019 – Mar 2020 (1 yr 3 mos)', 'Jan 2019 – Mar 2020'],
    ['2020 – 2022 · 2 anni 1 mese', '2020 – 2022'],
    ['Frühjahr 2019 – Herbst 2021 · 2 Jahre 7 Monate', '2019 – 2021'],
    ['Voorjaar 2019 – Najaar 2021 · 2 jaar 7 maanden', '2019 – 2021'],
    ['07.2023 – aujourd’hui · 3 ans 5', 'Jul 2023 – Present'],
    ['Winter 2017 – Winter 2019 · 2', '2017 – 2019'],
  ])('reads a duration after a range as part of it: %s', (text, normalised) => {
    const date = findDate(text);
    expect(date?.normalised).toBe(normalised);
    expect(withoutDate(text, date!)).toBe('');
  });

  it('keeps what follows a duration', () => {
    const text = 'Jan 2019 – Mar 2020 · 1 yr 3 mos · Berlin';
    expect(withoutDate(text, findDate(text)!)).toBe('Berlin');
  });

  it('removes the date and dangling separators', () => {
    const text = 'Acme Corp | Jan 2020 – Present';
    expect(withoutDate(text, findDate(text)!)).toBe('Acme Corp');
  });
});
