import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cvContentSchema, type CvContent } from '@cvforge/contracts';
import { fromJsonResume, type JsonResume } from '@cvforge/cv-model';
import type { EngineContext } from '../ats/analyze-ats';
import { defaultKnowledge } from '../knowledge';
import { letterProblems, letterQuality, titleRelabelled } from '../tailor/letter-quality';
import { tailorCv } from '../tailor/tailor-cv';
import type { TailorJob } from '../tailor/types';
import { QUALITY_PAIRS } from './pairs';

/** Themes kept for an independent evaluation: never read here. */
const RESERVED =
  /\b(even|elegant|stackoverflow|kendall|macchiato|flat|class|onepage|spartan|paper)$/;

const DOCUMENTS = fileURLToPath(new URL('../../../cv-parser/corpus/documents/', import.meta.url));

export interface LetterCase {
  id: string;
  /** Tuning cases may guide rules; validation cases are only measured. */
  part: 'tuning' | 'validation';
  content: CvContent;
  job: TailorJob;
}

/** The English CVs of the parser's third-party corpus (JSON Resume designs), one part per design. */
export function thirdPartyCvs(): { id: string; part: LetterCase['part']; content: CvContent }[] {
  const designs = readdirSync(DOCUMENTS)
    .filter((design) => design.startsWith('jsonresume-') && !RESERVED.test(design))
    .sort();
  return designs.flatMap((design, index) =>
    readdirSync(`${DOCUMENTS}${design}`)
      .filter((file) => /-en-.*\.resume\.json$/.test(file))
      .slice(0, 1)
      .map((file) => ({
        id: `${design}/${file}`,
        part: index % 2 === 0 ? ('tuning' as const) : ('validation' as const),
        content: cvContentSchema.parse(
          fromJsonResume(
            JSON.parse(readFileSync(`${DOCUMENTS}${design}/${file}`, 'utf8')) as JsonResume,
          ),
        ),
      })),
  );
}

const COMPANIES = (company: string) => [company, 'Confidential', ''];

/**
 * The quality pairs (tuning: their CV and job were written together) and the third-party CVs
 * (validation: each against three postings of the pairs, named, confidential and unnamed).
 */
export function letterCases(): LetterCase[] {
  const pairs = QUALITY_PAIRS.map((pair) => ({
    id: pair.id,
    part: 'tuning' as const,
    content: cvContentSchema.parse(pair.cv),
    job: pair.job,
  }));
  const postings = QUALITY_PAIRS.filter((pair) => pair.fit === 'strong').map((pair) => pair.job);
  const others = thirdPartyCvs().flatMap((cv, index) =>
    COMPANIES(postings[index % postings.length]?.company_name ?? '').map((company, variant) => {
      const posting = postings[(index + variant * 3) % postings.length] as TailorJob;
      return {
        id: `${cv.id}→${posting.job_title}${company ? ` at ${company}` : ''}`,
        part: cv.part,
        content: cv.content,
        job: { ...posting, company_name: company },
      };
    }),
  );
  return [...pairs, ...others];
}

/** Each case's letter and tailored CV through the built-in engine, with a reader's checks. */
export function measureLetters(now = new Date('2026-11-01T00:00:00Z')) {
  const context: EngineContext = { knowledge: defaultKnowledge(), now };
  return letterCases().map((item) => {
    const result = tailorCv(context, {
      source: 'full_cv',
      content: item.content,
      job: item.job,
      matchingLevel: 7,
      cvLength: 2,
      includeSoftSkills: true,
      includeAchievements: true,
      includeCoverLetter: true,
      sections: [],
    });
    const letter = result.coverLetter ?? '';
    const quality = letterQuality(letter, item.content);
    return {
      ...item,
      letter,
      quality,
      relabelled: titleRelabelled(item.content, result.content),
      problems: letterProblems(quality),
    };
  });
}

/** The figures per part: how many letters pass and how each check fared. */
export function summariseLetters(results: ReturnType<typeof measureLetters>) {
  return (['tuning', 'validation'] as const).map((part) => {
    const rows = results.filter((row) => row.part === part);
    const count = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).length;
    return {
      part,
      letters: rows.length,
      pass: count((row) => row.problems.length === 0 && !row.relabelled),
      passButLength: count(
        (row) => !row.relabelled && row.problems.every((problem) => / words$/.test(problem)),
      ),
      wordsMedian: [...rows.map((row) => row.quality.words)].sort((a, b) => a - b)[
        Math.floor(rows.length / 2)
      ],
      wordsOutOfRange: count((row) => row.quality.words < 250 || row.quality.words > 400),
      paragraphsOutOfRange: count(
        (row) => row.quality.paragraphs < 3 || row.quality.paragraphs > 5,
      ),
      repeatedSentence: count((row) => row.quality.repeatedSentences.length > 0),
      over3RestatedBullets: count((row) => row.quality.restatedBullets.length > 3),
      restatedBulletsMax: Math.max(0, ...rows.map((row) => row.quality.restatedBullets.length)),
      nameNotOnceAfterClosing: count((row) => row.quality.namesAfterClosing !== 1),
      confidentialSalutation: count((row) => /confidential/i.test(row.quality.salutation)),
      titleRelabelled: count((row) => row.relabelled),
    };
  });
}
