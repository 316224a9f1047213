import {
  cvContentSchema,
  cvSectionSchema,
  type CvSectionOf,
  type AtsAnalytics,
  type CvContent,
  type EvidenceItem,
  type PotentialScore,
  type ReportTarget,
} from '@cvforge/contracts';
import type { Knowledge } from '../knowledge';
import { readCvProfile, type CvProfile } from '../extract/cv-profile';
import { resolveTarget, type JobTarget } from '../extract/target';
import { matchTarget, missingKeywords, type TargetMatch } from '../match/match-target';
import { cvChunks } from '../extract/cv-reading';
import type { AtsInput, OtherCv, PdfEvidence } from '../types';
import { analyzeCompatibility, analyzeFormatting, analyzeStructure } from './document';
import { analyzeExperience } from './experience';
import { analyzeKeywords } from './keywords';
import { clampScore } from './scored';
import { analyzeSoftSkills, analyzeTechnicalSkills } from './skills';
import { suggestFromReport } from '../suggestions/suggest';
import { analyzeCompetitiveAdvantage, analyzeIndustryStandards } from './standards';

export interface EngineContext {
  knowledge: Knowledge;
  /** "Present" in a date means this moment: passed in so the same input gives the same output. */
  now: Date;
}

/** How much each part weighs in the ATS score (sums to 1). */
export const ATS_WEIGHTS = {
  technicalSkills: 0.35,
  keywordOptimization: 0.2,
  softSkills: 0.05,
  experienceAnalysis: 0.15,
  structure: 0.1,
  formatting: 0.08,
  atsCompatibility: 0.07,
} as const;

const WEIGHT_LABELS: Record<keyof typeof ATS_WEIGHTS, string> = {
  technicalSkills: 'Technical skills',
  keywordOptimization: 'Keyword optimization',
  softSkills: 'Soft skills',
  structure: 'Structure',
  formatting: 'Formatting',
  experienceAnalysis: 'Experience',
  atsCompatibility: 'ATS compatibility',
};

export function reportTarget(target: JobTarget): ReportTarget {
  return {
    kind: target.kind,
    job_title: target.title,
    ...(target.company ? { company_name: target.company } : {}),
    ...(target.role ? { role_profile: target.role.name } : {}),
  };
}

/** The profile, target and match one analysis needs. */
export function prepare(context: EngineContext, content: CvContent, input: AtsInput['target']) {
  const profile = readCvProfile(context.knowledge, content, context.now);
  const skills = new Set([...profile.terms.keys()]);
  const target = resolveTarget(context.knowledge, input, { roleTitle: profile.roleTitle, skills });
  return { profile, target, match: matchTarget(context.knowledge, profile, target) };
}

function scoreReport(
  context: EngineContext,
  profile: CvProfile,
  target: JobTarget,
  match: TargetMatch,
  pdf: PdfEvidence | null,
) {
  const technical = analyzeTechnicalSkills(profile, match);
  const soft = analyzeSoftSkills(
    profile,
    match,
    (name) => context.knowledge.term(name)?.kind === 'soft',
  );
  const keywords = analyzeKeywords(profile, match);
  const structure = analyzeStructure(profile);
  const formatting = analyzeFormatting(profile, pdf);
  const compatibility = analyzeCompatibility(pdf);
  const experience = analyzeExperience(profile, target, match.relevantYears);
  const standards = analyzeIndustryStandards(profile, match, target);
  const advantage = analyzeCompetitiveAdvantage(profile, match, target);
  const parts: Record<keyof typeof ATS_WEIGHTS, number> = {
    technicalSkills: technical.analysis.score,
    keywordOptimization: keywords.score,
    softSkills: soft.analysis.score,
    structure: structure.structure.score,
    formatting: formatting.formatting.score,
    experienceAnalysis: experience.score,
    atsCompatibility: compatibility.score,
  };
  const scoreEvidence: EvidenceItem[] = Object.entries(ATS_WEIGHTS).map(([key, weight]) => {
    const part = parts[key as keyof typeof ATS_WEIGHTS];
    return {
      kind: 'info',
      text: `${WEIGHT_LABELS[key as keyof typeof ATS_WEIGHTS]}: ${part}/100 × ${Math.round(weight * 100)}%`,
      points: Math.round(part * weight * 10) / 10,
    };
  });
  const atsScore = clampScore(
    Object.entries(ATS_WEIGHTS).reduce(
      (sum, [key, weight]) => sum + parts[key as keyof typeof ATS_WEIGHTS] * weight,
      0,
    ),
  );
  const recommendations = [
    ...technical.analysis.recommendations.slice(0, 2),
    ...keywords.optimization.recommendations.slice(0, 1),
    ...experience.analysis.recommendations.slice(0, 1),
    ...structure.structure.recommendations.slice(0, 1),
    ...formatting.formatting.recommendations.slice(0, 2),
    ...soft.analysis.recommendations.slice(0, 1),
  ];
  const report: AtsAnalytics = {
    atsScore,
    technicalSkills: technical.analysis,
    softSkills: soft.analysis,
    keywordOptimization: keywords.optimization,
    atsCompatibility: compatibility.compatibility,
    formatting: formatting.formatting,
    structure: structure.structure,
    experienceAnalysis: experience.analysis,
    industryStandards: standards.standards,
    competitiveAdvantage: advantage.advantage,
    overallRecommendations: [...new Set(recommendations)],
    target: reportTarget(target),
    engine: { name: 'built-in' },
    evidence: {
      atsScore: scoreEvidence,
      technicalSkills: technical.evidence,
      softSkills: soft.evidence,
      keywordOptimization: keywords.evidence,
      atsCompatibility: compatibility.evidence,
      formatting: formatting.evidence,
      structure: structure.evidence,
      experienceAnalysis: experience.evidence,
      industryStandards: standards.evidence,
      competitiveAdvantage: advantage.evidence,
    },
  };
  return report;
}

/** A missing keyword's truthful source: the first other CV that mentions it, and the line. */
export function findInOtherCvs(
  context: EngineContext,
  keyword: string,
  kind: 'skill' | 'phrase' | 'certification',
  otherCvs: readonly OtherCv[],
) {
  const stems = context.knowledge
    .tokens(keyword)
    .map((token) => token.stem)
    .join(' ');
  for (const other of otherCvs) {
    for (const chunk of cvChunks(other.content)) {
      const found =
        kind === 'phrase'
          ? ` ${context.knowledge
              .tokens(chunk.text)
              .map((token) => token.stem)
              .join(' ')} `.includes(` ${stems} `)
          : context.knowledge
              .findTerms(chunk.text, { listContext: chunk.kind === 'list' })
              .some((hit) => hit.term.name === keyword);
      // Only an achievement line can move to another CV's experience as it is.
      const isAchievement = chunk.sectionType === 'experience' && chunk.kind === 'line';
      if (found) return { cv: other.title, line: isAchievement ? chunk.text : undefined };
    }
  }
  return undefined;
}

/** The CV with the truthful additions: skills to the skills list, phrases as the other CV's line. */
export function withTruthfulAdditions(
  content: CvContent,
  additions: { keyword: string; kind: string; line?: string | undefined }[],
): CvContent {
  const copy = cvContentSchema.parse(structuredClone(content));
  // A line of another CV that shows the keyword moves as it is; otherwise the name is listed.
  const skillNames = additions.filter((item) => !item.line).map((item) => item.keyword);
  const lines = [...new Set(additions.flatMap((item) => (item.line ? [item.line] : [])))];
  let skills = copy.sections.find(
    (section): section is CvSectionOf<'skills'> => section.type === 'skills',
  );
  if (!skills && skillNames.length) {
    skills = cvSectionSchema.parse({
      type: 'skills',
      order: copy.sections.length,
    }) as CvSectionOf<'skills'>;
    copy.sections.push(skills);
  }
  skills?.content.technical.push(...skillNames);
  const experience = copy.sections.find((section) => section.type === 'experience');
  const firstEntry =
    experience?.type === 'experience' ? experience.content.experiences[0] : undefined;
  if (firstEntry) firstEntry.achievements.push(...lines);
  return copy;
}

export function analyzeAts(context: EngineContext, input: AtsInput): AtsAnalytics {
  const pdf = input.pdf ?? null;
  const { profile, target, match } = prepare(context, input.content, input.target);
  const report = scoreReport(context, profile, target, match, pdf);
  const otherCvs = input.otherCvs ?? [];
  const keywords = missingKeywords(match).map((keyword) => ({
    keyword,
    source: findInOtherCvs(context, keyword.keyword, keyword.kind, otherCvs),
  }));
  const truthful = keywords.filter(({ source }) => source);
  let reachable = report.atsScore;
  if (truthful.length) {
    const improved = withTruthfulAdditions(
      input.content,
      truthful.map(({ keyword, source }) => ({
        keyword: keyword.keyword,
        kind: keyword.kind,
        line: source?.line,
      })),
    );
    const next = prepare(context, improved, input.target);
    reachable = Math.max(
      report.atsScore,
      scoreReport(context, next.profile, next.target, next.match, pdf).atsScore,
    );
  }
  const potential: PotentialScore = {
    current: report.atsScore,
    reachable,
    keywords: keywords.map(({ keyword, source }) => ({
      keyword: keyword.keyword,
      found_in_cv: source?.cv ?? null,
    })),
  };
  const sources = new Map(
    keywords.flatMap(({ keyword, source }) => (source ? [[keyword.keyword, source] as const] : [])),
  );
  const withPotential = { ...report, potential };
  return {
    ...withPotential,
    suggestions: suggestFromReport(input.content, withPotential, sources),
  };
}

/** The dashboard's gauge: the ATS score against the CV's own role, without the extras. */
export function quickScore(
  context: EngineContext,
  content: CvContent,
  pdf: PdfEvidence | null,
): number {
  const { profile, target, match } = prepare(context, content, undefined);
  return scoreReport(context, profile, target, match, pdf).atsScore;
}
