import { describe, expect, it } from 'vitest';
import { readExperience } from './experience';
import { makeLine } from './testing/lines';

const bullet = (text: string) => makeLine(text, { isBullet: true });

describe('entries that print their place only when they have one', () => {
  it('starts each entry at its "Firm — Title" line, not at the place under it', () => {
    const { entries } = readExperience([
      makeLine('Northwind Traders — Account Manager'),
      makeLine('07/2023 – present'),
      bullet('Grew the key accounts by a third'),
      makeLine('Contoso Ltd — Support Engineer'),
      makeLine('Springfield, Illinois'),
      makeLine('08/2021 – 06/2023'),
      bullet('Answered the hardest tickets'),
      makeLine('Fabrikam — Office Assistant'),
      makeLine('Shelbyville, Kentucky'),
      makeLine('01/2019 – 07/2021'),
      bullet('Kept the books in order'),
    ]);
    expect(entries.map((entry) => [entry.company, entry.title, entry.location])).toEqual([
      ['Northwind Traders', 'Account Manager', ''],
      ['Contoso Ltd', 'Support Engineer', 'Springfield, Illinois'],
      ['Fabrikam', 'Office Assistant', 'Shelbyville, Kentucky'],
    ]);
  });
});
