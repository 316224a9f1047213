import type { CvContent } from '@cvforge/contracts';
import { analyzeAts, quickScore, type EngineContext } from './ats/analyze-ats';
import { analyzeCareer } from './career/analyze-career';
import { defaultKnowledge, type Knowledge } from './knowledge';
import { suggestFromReport, type KeywordSources } from './suggestions/suggest';
import { tailorCv } from './tailor/tailor-cv';
import type { InsightEngine, PdfEvidence } from './types';

export interface BuiltInEngineOptions {
  knowledge?: Knowledge;
  /** The moment "Present" means; defaults to the time of each call. */
  now?: () => Date;
}

/** The deterministic, explainable engine: no network, no key, the shipped knowledge base. */
export function createBuiltInEngine(options: BuiltInEngineOptions = {}): InsightEngine {
  const context = (): EngineContext => ({
    knowledge: options.knowledge ?? defaultKnowledge(),
    now: options.now?.() ?? new Date(),
  });
  return {
    analyzeAts: async (input) => {
      const report = analyzeAts(context(), input);
      return report;
    },
    analyzeCareer: async (input) => analyzeCareer(context(), input),
    suggestImprovements: async ({ content, report }) => {
      const sources: KeywordSources = new Map(
        (report.potential?.keywords ?? []).flatMap(({ keyword, found_in_cv }) =>
          found_in_cv ? [[keyword, { cv: found_in_cv }]] : [],
        ),
      );
      return suggestFromReport(content, report, sources);
    },
    tailorCv: async (input) => tailorCv(context(), input),
  };
}

/** One ATS score (0-100) against the CV's own role, for every processed upload. */
export function quickAtsScore(
  content: CvContent,
  pdf: PdfEvidence | null,
  now = new Date(),
): number {
  return quickScore({ knowledge: defaultKnowledge(), now }, content, pdf);
}
