import { readdirSync, readFileSync } from 'node:fs';
import { cvContentSchema, cvSectionSchema, type CvContent } from '@cvforge/contracts';
import { fromJsonResume, type JsonResume } from '@cvforge/cv-model';
import { analyzeAts, type EngineContext } from '../ats/analyze-ats';
import { analyzeCareer } from '../career/analyze-career';
import { defaultKnowledge } from '../knowledge';
import type { JobTargetInput } from '../types';
import { QUALITY_PAIRS } from './pairs';

/** How many of the job's missing skills are appended to the skills list alone. */
export const STUFFED_SKILLS = 8;

/**
 * CVs from the parser's third-party corpus (JSON Resume contents printed in third-party designs),
 * each measured against a quality pair's job of the same field. No reserved theme is used.
 */
const CORPUS_CASES = [
  { file: 'jsonresume-ace/04-en-letter-1003', jobId: 'software-backend-strong' },
  { file: 'jsonresume-autumn/02-en-a4-2001', jobId: 'product-manager-strong' },
  { file: 'jsonresume-caffeine/03-en-a4-3002', jobId: 'design-product-designer-strong' },
  { file: 'jsonresume-compact/04-en-a4-4003', jobId: 'operations-supply-chain-strong' },
] as const;

/** A JSON Resume content of the parser's corpus ("design/file", without .resume.json). */
export const corpusCv = (file: string): CvContent => {
  const url = new URL(`../../../cv-parser/corpus/documents/${file}.resume.json`, import.meta.url);
  return fromJsonResume(JSON.parse(readFileSync(url, 'utf8')) as JsonResume);
};

/** Themes kept for an independent evaluation: never read here. */
const RESERVED =
  /jsonresume-(even|elegant|stackoverflow|kendall|macchiato|flat|class|onepage|spartan|paper)\b/;

/** The English CVs of the parser's corpus, as "design/file". */
export function englishCorpusCvs(): string[] {
  const root = new URL('../../../cv-parser/corpus/documents/', import.meta.url);
  return readdirSync(root)
    .filter((design) => !RESERVED.test(design))
    .flatMap((design) =>
      readdirSync(new URL(`${design}/`, root))
        .filter((file) => /-en-.*\.resume\.json$/.test(file))
        .map((file) => `${design}/${file.replace(/\.resume\.json$/, '')}`),
    );
}

/** The CV with `skills` appended to its skills list and nowhere else. */
export function withListedSkills(content: CvContent, skills: readonly string[]): CvContent {
  const copy = cvContentSchema.parse(structuredClone(content));
  const section = copy.sections.find((candidate) => candidate.type === 'skills');
  if (section?.type === 'skills') section.content.technical.push(...skills);
  else
    copy.sections.push(
      cvSectionSchema.parse({
        type: 'skills',
        order: copy.sections.length,
        content: { technical: [...skills] },
      }),
    );
  return copy;
}

export interface StuffingCase {
  id: string;
  added: string[];
  ats: { before: number; after: number };
  career: { before: number; after: number };
}

/** ATS score and job match before and after listing up to eight of the job's missing skills. */
export function measureStuffing(now = new Date('2026-11-01T00:00:00Z')): StuffingCase[] {
  const context: EngineContext = { knowledge: defaultKnowledge(), now };
  const jobOf = (id: string) => QUALITY_PAIRS.find((pair) => pair.id === id)?.job;
  const cases: { id: string; content: CvContent; job: JobTargetInput }[] = [
    ...QUALITY_PAIRS.map((pair) => ({
      id: pair.id,
      content: cvContentSchema.parse(pair.cv),
      job: pair.job,
    })),
    ...CORPUS_CASES.map(({ file, jobId }) => ({
      id: `${file}→${jobId}`,
      content: corpusCv(file),
      job: jobOf(jobId) ?? {},
    })),
  ];
  return cases.map(({ id, content, job }) => {
    const before = analyzeAts(context, { content, target: job });
    const added = before.technicalSkills.missing.slice(0, STUFFED_SKILLS);
    const stuffed = withListedSkills(content, added);
    return {
      id,
      added,
      ats: {
        before: before.atsScore,
        after: analyzeAts(context, { content: stuffed, target: job }).atsScore,
      },
      career: {
        before: analyzeCareer(context, { content, target: job }).jobMatchScore,
        after: analyzeCareer(context, { content: stuffed, target: job }).jobMatchScore,
      },
    };
  });
}
