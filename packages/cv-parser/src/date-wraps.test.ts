import { describe, expect, it } from 'vitest';
import { continuesBesideDate } from './date-wraps';
import { makeLine } from './testing/lines';

const header = (text: string) => makeLine([text, '12/2017 – 01/2020'], { y: 700 });
const under = (text: string) => makeLine(text, { y: 687 });

describe('an entry line wrapped beside its date', () => {
  it('goes on after a word that joins names: the firm ends on the next line', () => {
    expect(continuesBesideDate(header('Infirmière chez David et'), under('Moreau'))).toBe(true);
    expect(continuesBesideDate(header('Engineer, Smith &'), under('Sons Ltd'))).toBe(true);
  });

  it('goes on after a hyphen or a comma only when the tail closes the entry', () => {
    expect(continuesBesideDate(header('Technische Universität Mün-'), under('chen, 1,3.'))).toBe(
      true,
    );
    expect(continuesBesideDate(header('Technische Universität Mün-'), under('Berlin'))).toBe(false);
  });

  it('does not go on after a whole name, nor take a date or a capital "I" for a join', () => {
    expect(continuesBesideDate(header('Engineer at Acme'), under('Berlin'))).toBe(false);
    expect(continuesBesideDate(header('Analyst at Müller und'), under('2019 – 2020'))).toBe(false);
    expect(continuesBesideDate(header('Professional Scrum Master I'), under('Scrum.org'))).toBe(
      false,
    );
  });
});
