import { cvContentSchema } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { letterProblems, letterQuality, restatesBullet, titleRelabelled } from './letter-quality';

const cv = cvContentSchema.parse({
  personal_info: { name: 'Jane Doe', title: 'Financial Controller' },
  sections: [
    {
      type: 'experience',
      content: {
        experiences: [
          {
            title: 'Financial Controller',
            company: 'Acme',
            achievements: [
              'Cut the month-end close from 10 to 5 working days by automating reconciliations',
              'Led a team of 6 accountants across two entities',
              'Introduced rolling forecasts used by the board',
              'Renegotiated banking fees, saving $120k a year',
            ],
          },
          { title: 'Staff Accountant', company: 'Beta', achievements: [] },
        ],
      },
    },
  ],
});

const body = (sentences: string[]) => sentences.join(' ');

describe('letterQuality', () => {
  it('counts body paragraphs, restated bullets, repeats and the name after the closing', () => {
    const letter = [
      'Dear Confidential employer Hiring Team,',
      'I am writing to apply for the Controller position.',
      body([
        'I cut the month-end close from 10 to 5 working days by automating reconciliations.',
        'I led a team of 6 accountants across two entities.',
        'I introduced rolling forecasts used by the board.',
        'I renegotiated banking fees, saving $120k a year.',
      ]),
      'Thank you for your time and consideration.',
      'Thank you for your time and consideration.',
      'Sincerely,\nJANE DOE\nJane Doe',
    ].join('\n\n');
    const quality = letterQuality(letter, cv);
    expect(quality.paragraphs).toBe(4);
    expect(quality.restatedBullets).toHaveLength(4);
    expect(quality.repeatedSentences).toEqual(['Thank you for your time and consideration.']);
    expect(quality.namesAfterClosing).toBe(2);
    expect(letterProblems(quality)).toEqual(
      expect.arrayContaining([
        '4 sentences restate a CV bullet',
        'a sentence repeated',
        'name printed 2 times after the closing',
        'confidential salutation',
      ]),
    );
  });

  it('does not count a sentence that only shares a few words with a bullet', () => {
    expect(
      restatesBullet(
        'At Acme I shortened the close by half, mostly through automation.',
        'Cut the month-end close from 10 to 5 working days by automating reconciliations',
      ),
    ).toBe(false);
  });

  it('finds unfilled template text and a signature in capitals', () => {
    const quality = letterQuality(
      'Dear Hiring Manager,\n\nI applied SQL to [what you did].\n\nSincerely,\nJANE DOE',
      cv,
    );
    expect(quality.placeholders).toHaveLength(1);
    expect(quality.shoutedSignature).toBe(true);
  });
});

describe('titleRelabelled', () => {
  const retitled = (title: string) =>
    cvContentSchema.parse({ ...cv, personal_info: { ...cv.personal_info, title } });
  it("flags a headline made of words from two of the person's titles", () => {
    expect(titleRelabelled(cv, retitled('Financial Accountant'))).toBe(true);
    expect(titleRelabelled(cv, retitled('Financial Controller'))).toBe(false);
    expect(titleRelabelled(cv, retitled('Accountant'))).toBe(false);
  });
});
