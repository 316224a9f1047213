import { MATCHING_LEVEL_MAX, MATCHING_LEVEL_MIN } from '@cvforge/contracts';

/**
 * What each matching level may change (docs/decisions/014-tailored-generation.md). Every step
 * only moves or rewords what the source already says; none adds a fact.
 */
export interface LevelPlan {
  /** Job skills the CV shows elsewhere (summary, achievements) join the skills list. */
  surfaceSkills: boolean;
  /** Job skills written in the user's other CVs join the skills list too. */
  skillsFromOtherCvs: boolean;
  /** The summary is rewritten for the job from the CV's own facts. */
  rewriteSummary: boolean;
  /** How many of the job's evidenced skills the summary names. */
  summarySkills: number;
  /** The summary leads with the job's title when the CV's titles carry all its words. */
  jobTitleHeadline: boolean;
  /** A skill the CV spells one way and the job another is written the job's way (same skill). */
  alignVocabulary: boolean;
  /** Plain openers ("Ran", "Responsible for managing") become the action verb that means the same. */
  strengthenVerbs: boolean;
  /** Soft skills the job asks for and an achievement shows ("Presented …") are named. */
  surfaceSoftSkills: boolean;
  /** The summary quotes the strongest matching achievement. */
  summaryHighlight: boolean;
}

export function clampLevel(level: number): number {
  return Math.min(MATCHING_LEVEL_MAX, Math.max(MATCHING_LEVEL_MIN, Math.round(level)));
}

/** 1 reorders only; Conservative (2-3) surfaces skills; Balanced rewrites the summary; Targeted and Aggressive align wording. */
export function levelPlan(matchingLevel: number): LevelPlan {
  const level = clampLevel(matchingLevel);
  return {
    surfaceSkills: level >= 2,
    skillsFromOtherCvs: level >= 4,
    rewriteSummary: level >= 4,
    summarySkills: level >= 9 ? 8 : level >= 7 ? 6 : 4,
    jobTitleHeadline: level >= 7,
    alignVocabulary: level >= 7,
    strengthenVerbs: level >= 7,
    surfaceSoftSkills: level >= 7,
    summaryHighlight: level >= 9,
  };
}

/** The career engine's job match (0-100) on the generation result's 1-10 scale. */
export function matchScoreFromJobMatch(jobMatchScore: number): number {
  return Math.min(10, Math.max(1, Math.round(jobMatchScore / 10)));
}
