import { cvContentSchema } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import type { EngineContext } from '../ats/analyze-ats';
import { defaultKnowledge } from '../knowledge';
import { COVER_LETTER_WORDS } from '@cvforge/contracts';
import { experiencedSkills, softSkillShown } from './evidence';
import { tailorCv } from './tailor-cv';
import { TAILOR_NOW } from './testing';
import { sentences, wordCount } from './text';
import { strengthenOpening } from './verbs';
import { alignVocabulary } from './wording';
import { mainSection } from './sections';

const knowledge = defaultKnowledge();

describe('same-meaning action verbs', () => {
  it.each([
    ['Ran 35 usability sessions', 'Conducted 35 usability sessions'],
    ['Ran weekly BACS payment runs', 'Managed weekly BACS payment runs'],
    ['Kept RAID logs for the programme', 'Maintained RAID logs for the programme'],
    ['Set up Cypress tests', 'Implemented Cypress tests'],
    ['Responsible for managing the rota', 'Managed the rota'],
    ['Responsible for leading stand-ups', 'Led stand-ups'],
  ])('"%s" → "%s"', (line, expected) => {
    expect(strengthenOpening(line)).toBe(expected);
  });

  it.each([
    'Helped organise 5 community events',
    'Checked in 60 patients a day',
    'Answered landlord questions by email',
    'Design reviews for the mobile team',
    'Led a CAUTI prevention bundle',
    'Responsible for the front desk',
  ])('leaves "%s" as it is', (line) => {
    expect(strengthenOpening(line)).toBe(line);
  });
});

describe('what counts as shown', () => {
  const cv = cvContentSchema.parse({
    sections: [
      {
        type: 'summary',
        content: { text: 'Linux sysadmin moving into DevOps, learning Go. Strong Bash.' },
      },
      {
        type: 'experience',
        content: {
          experiences: [{ company: 'Acme', achievements: ['Presented the roadmap to 40 staff'] }],
        },
      },
    ],
  });

  it('a skill named only as a wish is not experience', () => {
    const shown = experiencedSkills(knowledge, cv);
    expect(shown.has('Bash')).toBe(true);
    expect(shown.has('DevOps')).toBe(false);
    expect(shown.has('Go')).toBe(false);
  });

  it('a soft skill is shown by a line doing it, not by its absence', () => {
    expect(softSkillShown('Communication', [cv])).toBe('Presented the roadmap to 40 staff');
    expect(softSkillShown('Negotiation', [cv])).toBeUndefined();
  });

  it('splits sentences at their end only', () => {
    expect(sentences('Built it in Node.js and Go. I like e.g. queues. 5 years in.')).toEqual([
      'Built it in Node.js and Go.',
      'I like e.g. queues.',
      '5 years in.',
    ]);
  });
});

describe('tailoring an empty CV', () => {
  const context: EngineContext = { knowledge, now: TAILOR_NOW };
  it('writes no empty summary, drops no bullet, and a short letter padded with nothing', () => {
    const result = tailorCv(context, {
      source: 'full_cv',
      content: cvContentSchema.parse({}),
      job: { company_name: 'Acme', job_title: 'Barista', job_description: 'Coffee' },
      matchingLevel: 10,
      cvLength: 1,
      includeSoftSkills: true,
      includeAchievements: true,
      includeCoverLetter: true,
      sections: [],
    });
    expect(result.content.sections.map((section) => section.type)).toEqual(['cover_letter']);
    expect(result.bulletDropOrder).toEqual([]);
    expect(result.matchScore).toBeGreaterThanOrEqual(1);
    const letter = result.coverLetter ?? '';
    expect(letter).toContain('the Barista position at Acme');
    expect(letter.endsWith('Sincerely,\nThe applicant')).toBe(true);
    expect(wordCount(letter)).toBeLessThan(COVER_LETTER_WORDS.min);
  });
});

describe("the job's spelling of a skill", () => {
  const cvWith = (line: string, skill: string) =>
    cvContentSchema.parse({
      sections: [
        {
          type: 'experience',
          content: { experiences: [{ company: 'Acme', achievements: [line] }] },
        },
        { type: 'skills', content: { technical: [skill] } },
      ],
    });

  it('replaces the skill as a whole word, never inside another one', () => {
    const cv = cvWith('Moved Google Cloud users to Go services', 'Postgres');
    alignVocabulary(knowledge, cv, 'We use Golang and PostgreSQL every day, and more.');
    expect(mainSection(cv, 'experience')?.content.experiences[0]?.achievements).toEqual([
      'Moved Google Cloud users to Golang services',
    ]);
    expect(mainSection(cv, 'skills')?.content.technical).toEqual(['PostgreSQL']);
  });

  it('never takes a spelling that adds a version, nor turns a word plural', () => {
    const cv = cvWith('Audited pages against WCAG', 'Registered Nurse');
    alignVocabulary(
      knowledge,
      cv,
      'Accessible interfaces (WCAG 2.1 AA). Registered Nurses welcome.',
    );
    expect(mainSection(cv, 'experience')?.content.experiences[0]?.achievements).toEqual([
      'Audited pages against WCAG',
    ]);
    expect(mainSection(cv, 'skills')?.content.technical).toEqual(['Registered Nurse']);
  });
});
