import {
  type AtsAnalytics,
  type CareerAnalyticsReport,
  interviewPredictionFor,
} from '@cvforge/contracts';
import type { LlmAtsAnswer, LlmCareerAnswer } from './tasks';

/**
 * The model's scores and texts, with everything measured from the real parse taken from the
 * built-in report: compatibility, target, evidence, potential and keyword matches are never guessed.
 */
export function mergeAts(answer: LlmAtsAnswer, builtIn: AtsAnalytics, model: string): AtsAnalytics {
  return {
    ...answer,
    keywordOptimization: {
      ...answer.keywordOptimization,
      matches: builtIn.keywordOptimization.matches,
    },
    atsCompatibility: builtIn.atsCompatibility,
    // Years come from the dated entries, merged: counted, not estimated.
    experienceAnalysis: {
      ...answer.experienceAnalysis,
      yearsOfExperience: builtIn.experienceAnalysis.yearsOfExperience,
      achievementMetrics: builtIn.experienceAnalysis.achievementMetrics,
    },
    target: builtIn.target,
    evidence: builtIn.evidence,
    potential: builtIn.potential,
    suggestions: builtIn.suggestions,
    created_at: builtIn.created_at,
    engine: { name: 'llm', model },
  };
}

export function mergeCareer(
  answer: LlmCareerAnswer,
  builtIn: CareerAnalyticsReport,
  model: string,
): CareerAnalyticsReport {
  return {
    ...answer,
    interviewPrediction: interviewPredictionFor(answer.jobMatchScore),
    impactOnJobMatchScoreAfterAchievingPlan: builtIn.impactOnJobMatchScoreAfterAchievingPlan,
    impactOnInterviewSuccessAfterAchievingPlan: null,
    impactOnMarketValueAfterAchievingPlan: null,
    target: builtIn.target,
    evidence: builtIn.evidence,
    created_at: builtIn.created_at,
    engine: { name: 'llm', model },
  };
}
