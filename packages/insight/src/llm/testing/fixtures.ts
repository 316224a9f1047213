import {
  cvContentSchema,
  type AtsAnalytics,
  type CareerAnalyticsReport,
  type EngineSuggestion,
} from '@cvforge/contracts';
import { createBuiltInEngine } from '../../engine';
import type { InsightEngine } from '../../types';

export const cv = cvContentSchema.parse({
  personal_info: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    photo: 'data:image/png;base64,AAAA',
  },
  sections: [
    {
      type: 'experience',
      title: 'Experience',
      content: {
        experiences: [
          {
            title: 'Backend Engineer',
            company: 'Analytical Engines Ltd',
            duration: '2019 - 2024',
            achievements: ['Cut API latency by 40% with PostgreSQL indexing'],
          },
        ],
      },
    },
  ],
});

export const target = {
  job_title: 'Senior Backend Engineer',
  company_name: 'Babbage & Co',
  job_description: 'Node.js, PostgreSQL, Kubernetes',
};

/** Stands for the built-in engine: fixed, valid records (the edge of the LLM provider's unit). */
export const builtInAts: AtsAnalytics = {
  atsScore: 55,
  technicalSkills: {
    score: 50,
    detected: ['PostgreSQL'],
    missing: ['Kubernetes'],
    recommendations: ['Add Kubernetes'],
  },
  keywordOptimization: {
    strength: 'Medium',
    density: 50,
    criticalKeywords: ['Kubernetes'],
    recommendations: [],
    matches: [{ keyword: 'PostgreSQL', sections: ['experience'], count: 1 }],
  },
  atsCompatibility: {
    overall: 'Good',
    pdfParsing: 'Text layer read',
    structureRecognition: '3 of 4 headings',
  },
  formatting: { score: 70, issues: [], recommendations: [] },
  structure: {
    score: 60,
    sections: { experience: { present: true, completeness: 80 } },
    recommendations: [],
  },
  experienceAnalysis: {
    yearsOfExperience: 5,
    achievementMetrics: 1,
    careerProgression: 'Good',
    leadershipExperience: false,
    recommendations: [],
  },
  industryStandards: { compliance: 60, missingStandards: [] },
  competitiveAdvantage: { score: 50, marketPosition: 'Mid', strengths: [], weaknesses: [] },
  overallRecommendations: ['Built-in recommendation'],
  target: {
    kind: 'job_description',
    job_title: 'Senior Backend Engineer',
    company_name: 'Babbage & Co',
  },
  engine: { name: 'built-in' },
  evidence: {
    atsScore: [
      { kind: 'found', text: 'PostgreSQL in experience', section: 'experience', points: 10 },
    ],
  },
  potential: {
    current: 55,
    reachable: 60,
    keywords: [{ keyword: 'Kubernetes', found_in_cv: null }],
  },
};

/** What a model would write: different scores and texts, and guesses for the measured fields. */
export const llmAts = {
  ...builtInAts,
  atsScore: 81,
  technicalSkills: { ...builtInAts.technicalSkills, score: 77 },
  keywordOptimization: { ...builtInAts.keywordOptimization, density: 90, matches: [] },
  atsCompatibility: {
    overall: 'Excellent',
    pdfParsing: 'Guessed',
    structureRecognition: 'Guessed',
  },
  overallRecommendations: ['Quantify the Kubernetes work'],
  target: undefined,
  engine: undefined,
  evidence: undefined,
  potential: undefined,
};

export const builtInCareer: CareerAnalyticsReport = {
  jobMatchScore: 60,
  interviewPrediction: 'Medium',
  missingSkills: ['Kubernetes'],
  improvementAreas: [],
  suggestedCertifications: [],
  outdatedItems: [],
  roleReadinessGaps: [],
  resumeSuggestions: [],
  domainFitScore: 70,
  hardSkillsScore: 60,
  softSkillsScore: 50,
  relevantExperienceCoverageScore: 65,
  idealJobTitleFit: 'Aligned',
  impactOnJobMatchScoreAfterAchievingPlan: 15,
  impactOnInterviewSuccessAfterAchievingPlan: null,
  impactOnMarketValueAfterAchievingPlan: null,
  target: { kind: 'job_description', job_title: 'Senior Backend Engineer' },
  engine: { name: 'built-in' },
  evidence: { jobMatchScore: [{ kind: 'missing', text: 'Kubernetes' }] },
};

export const llmCareer = {
  ...builtInCareer,
  jobMatchScore: 72,
  resumeSuggestions: ['Lead with the latency result'],
  target: { kind: 'role_profile', job_title: 'Guessed' },
  evidence: undefined,
  engine: undefined,
};

export const builtInSuggestions: EngineSuggestion[] = [
  {
    type: 'skill',
    title: 'Add Kubernetes',
    description: 'Built-in',
    priority: 'high',
    content: ['Kubernetes'],
  },
];

export function llmSuggestion(n: number): EngineSuggestion {
  return {
    type: 'keyword',
    title: `LLM suggestion ${n}`,
    description: 'From the model',
    priority: 'medium',
    content: 'Text',
  };
}

export const builtInEngine: InsightEngine = {
  analyzeAts: () => Promise.resolve(builtInAts),
  analyzeCareer: () => Promise.resolve(builtInCareer),
  suggestImprovements: () => Promise.resolve(builtInSuggestions),
  tailorCv: (input) => createBuiltInEngine().tailorCv(input),
};
