import type { EvidenceItem } from '@cvforge/contracts';
import {
  findInOtherCvs,
  prepare,
  withTruthfulAdditions,
  type EngineContext,
} from '../ats/analyze-ats';
import { analyzeSoftSkills } from '../ats/skills';
import { clampScore, plural } from '../ats/scored';
import type { CvProfile } from '../extract/cv-profile';
import { resolveTarget, type JobTarget } from '../extract/target';
import type { Knowledge } from '../knowledge';
import {
  isShown,
  LISTED_ONLY_CREDIT,
  missingKeywords,
  skillCoverage,
  type TargetMatch,
} from '../match/match-target';
import type { CareerInput } from '../types';
import type { CvContent } from '@cvforge/contracts';

/**
 * How close the CV's field is to the job's: mostly the field itself (the same role profile on both
 * sides, or the same industry), then the skill families the CV shows and the job's vocabulary.
 * The same role on both sides never scores below 70.
 */
function domainFit(
  knowledge: Knowledge,
  profile: CvProfile,
  target: JobTarget,
  match: TargetMatch,
  cvRole: { name: string; industry: string } | undefined,
) {
  const targetCategories = new Set(
    match.skills.flatMap(({ skill }) => knowledge.term(skill.name)?.category ?? []),
  );
  // A family counts fully when a line shows one of its skills, a small share when only listed.
  const cvCategories = new Map<string, number>();
  for (const found of profile.terms.values())
    if (found.term.kind === 'skill')
      cvCategories.set(
        found.term.category,
        Math.max(
          cvCategories.get(found.term.category) ?? 0,
          isShown(found) ? 1 : LISTED_ONLY_CREDIT,
        ),
      );
  const categoryShare = targetCategories.size
    ? [...targetCategories].reduce((sum, category) => sum + (cvCategories.get(category) ?? 0), 0) /
      targetCategories.size
    : 0;
  const sameRole = Boolean(cvRole && target.role && cvRole.name === target.role.name);
  const sameIndustry = Boolean(target.industry && target.industry === cvRole?.industry);
  const field = sameRole ? 1 : sameIndustry ? 0.75 : 0;
  return clampScore(
    100 * (0.7 * field + 0.15 * categoryShare + 0.15 * Math.min(1, match.relevance / 0.6)),
  );
}

/** The job match score's four parts and their weights: the one table (docs/decisions/009-insight-engine.md). */
const JOB_MATCH_WEIGHTS = {
  hardSkillsScore: { weight: 0.45, label: 'Hard skills' },
  softSkillsScore: { weight: 0.15, label: 'Soft skills' },
  relevantExperienceCoverageScore: { weight: 0.2, label: 'Relevant experience' },
  domainFitScore: { weight: 0.2, label: 'Domain fit' },
} as const;
export type JobMatchParts = Record<keyof typeof JOB_MATCH_WEIGHTS, number>;
const jobMatchTerms = (parts: JobMatchParts) =>
  (Object.keys(JOB_MATCH_WEIGHTS) as (keyof JobMatchParts)[]).map((key) => ({
    ...JOB_MATCH_WEIGHTS[key],
    score: parts[key],
  }));

export const jobMatchOf = (parts: JobMatchParts) =>
  clampScore(jobMatchTerms(parts).reduce((sum, { weight, score }) => sum + weight * score, 0));

/** Each part's share of the job match score, in points. */
export const jobMatchEvidence = (parts: JobMatchParts): EvidenceItem[] =>
  jobMatchTerms(parts).map(({ weight, label, score }) => ({
    kind: 'info',
    text: `${label} ${score} × ${Math.round(weight * 100)}%`,
    points: Math.round(score * weight * 10) / 10,
  }));

/** What the listed truthful changes do to the job match score, part by part. No outcome is promised. */
export function impactEvidence(
  now: JobMatchParts,
  after: JobMatchParts,
  changes: number,
): EvidenceItem[] {
  if (changes === 0)
    return [
      {
        kind: 'info',
        text: 'None of your other CVs shows a missing requirement, so no change is counted: show what you have done in your achievements, truthfully.',
      },
    ];
  const changed = jobMatchTerms(after).map(({ label, score }, index) => {
    const before = jobMatchTerms(now)[index]?.score ?? score;
    return {
      kind: 'info' as const,
      text: score === before ? `${label} stays ${score}` : `${label} ${before} → ${score}`,
    };
  });
  const [from, to] = [jobMatchOf(now), jobMatchOf(after)];
  return [
    ...changed,
    {
      kind: 'info',
      text: `With ${plural(changes, 'change')} taken from your other CVs, scored the same way: job match ${from} → ${to}`,
      points: to - from,
    },
  ];
}

/** The job match score's parts for a CV against a target, and what they were read from. */
export function scoreJobMatch(
  context: EngineContext,
  content: CvContent,
  targetInput: CareerInput['target'],
) {
  const { profile, target, match } = prepare(context, content, targetInput);
  // The CV's own field, read from the skills its lines show (a bare list decides only when none is).
  const shown = [...profile.terms.values()].filter(isShown).map(({ term }) => term.name);
  const cvRole = resolveTarget(context.knowledge, undefined, {
    roleTitle: profile.roleTitle,
    skills: new Set(shown.length ? shown : profile.terms.keys()),
  }).role;
  const soft = analyzeSoftSkills(
    profile,
    match,
    (name) => context.knowledge.term(name)?.kind === 'soft',
  );
  const years = match.relevantYears;
  const parts: JobMatchParts = {
    hardSkillsScore: clampScore(100 * (match.skills.length ? skillCoverage(match) : 0.5)),
    softSkillsScore: soft.analysis.score,
    relevantExperienceCoverageScore: clampScore(
      target.yearsRequired > 0 ? (100 * years) / target.yearsRequired : years > 0 ? 100 : 70,
    ),
    domainFitScore: domainFit(context.knowledge, profile, target, match, cvRole),
  };
  return { profile, target, match, soft, cvRole, years, parts };
}

/** The parts once the missing requirements another CV of the user shows are added from it. */
export function truthfulPotential(context: EngineContext, input: CareerInput, match: TargetMatch) {
  const additions = missingKeywords(match).flatMap((keyword) => {
    const source = findInOtherCvs(context, keyword.keyword, keyword.kind, input.otherCvs ?? []);
    return source ? [{ keyword: keyword.keyword, kind: keyword.kind, line: source.line }] : [];
  });
  if (additions.length === 0)
    return { parts: scoreJobMatch(context, input.content, input.target).parts, changes: 0 };
  const improved = withTruthfulAdditions(input.content, additions);
  return { parts: scoreJobMatch(context, improved, input.target).parts, changes: additions.length };
}
