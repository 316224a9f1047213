import {
  type CareerAnalyticsReport,
  type EvidenceItem,
  type IdealJobTitleFit,
  INTERVIEW_PREDICTION_FROM,
  interviewPredictionFor,
} from '@cvforge/contracts';
import { prepare, reportTarget, type EngineContext } from '../ats/analyze-ats';
import { analyzeSoftSkills } from '../ats/skills';
import { clampScore, plural } from '../ats/scored';
import type { CvProfile } from '../extract/cv-profile';
import { seniorityOfTitle, seniorityRank } from '../extract/seniority';
import { resolveTarget, type JobTarget } from '../extract/target';
import {
  isShown,
  LISTED_ONLY_CREDIT,
  namedByTitle,
  skillCoverage,
  type TargetMatch,
} from '../match/match-target';
import type { CareerInput } from '../types';
import type { Knowledge } from '../knowledge';

/** Skills and habits a recruiter reads as dated today. */
const OUTDATED = [
  {
    pattern:
      /\b(flash|actionscript|silverlight|vb6|visual basic 6|windows xp|internet explorer|frontpage|lotus notes|cvs|coldfusion)\b/i,
    why: 'is rarely used today',
  },
  { pattern: /\bangularjs\b/i, why: 'was replaced by Angular (2+)' },
  {
    pattern: /\breferences (are )?available (up)?on request\b/i,
    why: 'is assumed: the line takes space',
  },
  { pattern: /\b(objective|career objective)\b/i, why: 'reads dated: a summary says more' },
];

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

function idealTitleFit(profile: CvProfile, target: JobTarget): IdealJobTitleFit {
  const gap = seniorityRank(profile.seniority) - seniorityRank(target.seniority);
  if (gap === 0) return 'Aligned';
  if (gap < 0) return profile.seniority === 'mid' ? 'Underqualified (mid-level)' : 'Underqualified';
  return gap >= 2 ? 'Overqualified' : 'Aligned (senior)';
}

/** The job match score's four parts and their weights: the one table (docs/decisions/009-insight-engine.md). */
const JOB_MATCH_WEIGHTS = {
  hardSkillsScore: { weight: 0.45, label: 'Hard skills' },
  softSkillsScore: { weight: 0.15, label: 'Soft skills' },
  relevantExperienceCoverageScore: { weight: 0.2, label: 'Relevant experience' },
  domainFitScore: { weight: 0.2, label: 'Domain fit' },
} as const;
type JobMatchParts = Record<keyof typeof JOB_MATCH_WEIGHTS, number>;
const jobMatchTerms = (parts: JobMatchParts) =>
  (Object.keys(JOB_MATCH_WEIGHTS) as (keyof JobMatchParts)[]).map((key) => ({
    ...JOB_MATCH_WEIGHTS[key],
    score: parts[key],
  }));

const jobMatchOf = (parts: JobMatchParts) =>
  clampScore(jobMatchTerms(parts).reduce((sum, { weight, score }) => sum + weight * score, 0));

/** Each part's share of the job match score, in points. */
const jobMatchEvidence = (parts: JobMatchParts): EvidenceItem[] =>
  jobMatchTerms(parts).map(({ weight, label, score }) => ({
    kind: 'info',
    text: `${label} ${score} × ${Math.round(weight * 100)}%`,
    points: Math.round(score * weight * 10) / 10,
  }));

/** What the plan changes in the job match score, part by part, and the prediction it leads to. */
function impactEvidence(now: JobMatchParts, after: JobMatchParts): EvidenceItem[] {
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
      text: `Job match ${from} → ${to}: interview prediction ${interviewPredictionFor(from)} → ${interviewPredictionFor(to)} (High from ${INTERVIEW_PREDICTION_FROM.High}, Medium from ${INTERVIEW_PREDICTION_FROM.Medium})`,
      points: to - from,
    },
  ];
}

export function analyzeCareer(context: EngineContext, input: CareerInput): CareerAnalyticsReport {
  const { profile, target, match } = prepare(context, input.content, input.target);
  // The CV's own field, read from the skills its lines show (a bare list decides only when none is).
  const shown = [...profile.terms.values()].filter(isShown).map(({ term }) => term.name);
  const cvRole = resolveTarget(context.knowledge, undefined, {
    roleTitle: profile.roleTitle,
    skills: new Set(shown.length ? shown : profile.terms.keys()),
  }).role;
  const hardSkillsScore = clampScore(100 * (match.skills.length ? skillCoverage(match) : 0.5));
  const soft = analyzeSoftSkills(
    profile,
    match,
    (name) => context.knowledge.term(name)?.kind === 'soft',
  );
  const softSkillsScore = soft.analysis.score;
  const years = match.relevantYears;
  const relevantExperienceCoverageScore = clampScore(
    target.yearsRequired > 0 ? (100 * years) / target.yearsRequired : years > 0 ? 100 : 70,
  );
  const domainFitScore = domainFit(context.knowledge, profile, target, match, cvRole);
  const parts: JobMatchParts = {
    hardSkillsScore,
    softSkillsScore,
    relevantExperienceCoverageScore,
    domainFitScore,
  };
  const jobMatchScore = jobMatchOf(parts);
  const missing = match.skills.filter(
    ({ found, skill }) => !found && !namedByTitle(profile, skill.name),
  );
  const missingSkills = missing.map(({ skill }) => skill.name);
  const quantified = profile.achievements.filter((signal) => signal.quantified).length;
  const improvementAreas: string[] = [];
  if (hardSkillsScore < 70)
    improvementAreas.push(
      `Hard skills: the CV shows ${hardSkillsScore}% of what the job asks for.`,
    );
  if (relevantExperienceCoverageScore < 70)
    improvementAreas.push(
      `Relevant experience: about ${Math.round(years * 10) / 10} of the ${target.yearsRequired} years expected are in similar roles.`,
    );
  if (quantified < 5)
    improvementAreas.push(
      `Measurable results: ${plural(quantified, 'achievement')} carry a number; aim for five or more.`,
    );
  if (softSkillsScore < 60)
    improvementAreas.push(
      `Soft skills: ${soft.analysis.missing.slice(0, 3).join(', ')} are not shown.`,
    );
  const heldCertifications = new Set(
    match.certifications.filter(({ found }) => found).map(({ name }) => name),
  );
  const certificationsForGaps = [...context.knowledge.certifications.values()]
    .filter((cert) => cert.skills.some((skill) => missingSkills.includes(skill)))
    .map((cert) => cert.name);
  const suggestedCertifications = [...new Set([...target.certifications, ...certificationsForGaps])]
    .filter((name) => !heldCertifications.has(name))
    .slice(0, 5);
  const cvText = profile.chunks.map((chunk) => chunk.text).join('\n');
  const outdatedItems = OUTDATED.flatMap(({ pattern, why }) => {
    const found = pattern.exec(cvText)?.[0];
    return found ? [`"${found}" ${why}.`] : [];
  });
  const oldEntries = profile.entries.filter(
    ({ range }) => range && (context.now.getUTCFullYear() * 12 - range.end) / 12 > 15,
  );
  if (oldEntries.length)
    outdatedItems.push(
      `${plural(oldEntries.length, 'role')} ended over 15 years ago: shorten them to one line.`,
    );
  const roleReadinessGaps: string[] = [];
  if (profile.years < target.yearsRequired)
    roleReadinessGaps.push(
      `Experience: the job expects ${target.yearsRequired}+ years; the CV shows ${profile.years}.`,
    );
  if (seniorityRank(profile.seniority) < seniorityRank(target.seniority))
    roleReadinessGaps.push(
      `Level: the job is ${target.seniority}-level; your latest title reads as ${seniorityOfTitle(profile.latestTitle || profile.roleTitle)}-level.`,
    );
  const requiredMissing = missing.filter(({ skill }) => skill.required);
  if (requiredMissing.length)
    roleReadinessGaps.push(
      `Required skills not shown: ${requiredMissing
        .slice(0, 5)
        .map(({ skill }) => skill.name)
        .join(', ')}.`,
    );
  if (
    (target.seniority === 'lead' || target.seniority === 'senior') &&
    !profile.achievements.some((signal) => signal.leadership) &&
    profile.leadershipTitles.length === 0
  )
    roleReadinessGaps.push(
      'Leadership: the level calls for leading people or projects, which the CV does not show.',
    );
  const resumeSuggestions = [
    ...match.skills
      .filter(({ found, credit }) => found && credit < 1)
      .slice(0, 2)
      .map(
        ({ skill }) => `Show ${skill.name} in an achievement: it is only listed in your skills.`,
      ),
    ...requiredMissing
      .slice(0, 2)
      .map(({ skill }) => `If you have used ${skill.name}, name it where you used it.`),
    ...(quantified < 5
      ? ['Add numbers to your achievements: percentages, money, time saved, people led.']
      : []),
    ...(target.kind === 'job_description'
      ? [`Echo the job title "${target.title}" in your summary if it is true of you.`]
      : []),
  ];
  // The plan closes the skill gaps and shows the soft skills; experience and field stay as they are.
  const afterPlan: JobMatchParts = {
    ...parts,
    hardSkillsScore: 100,
    softSkillsScore: Math.max(softSkillsScore, 80),
  };
  const projected = jobMatchOf(afterPlan);
  const impactOnJobMatch = Math.max(0, projected - jobMatchScore);
  const evidence: Record<string, EvidenceItem[]> = {
    jobMatchScore: jobMatchEvidence(parts),
    impactOnJobMatchScoreAfterAchievingPlan: impactEvidence(parts, afterPlan),
    interviewPrediction: [
      {
        kind: 'info',
        text: `Read from the job match score ${jobMatchScore}: High from ${INTERVIEW_PREDICTION_FROM.High}, Medium from ${INTERVIEW_PREDICTION_FROM.Medium}, Low below`,
      },
    ],
    hardSkillsScore: match.skills.map(({ skill, found }) =>
      found
        ? {
            kind: 'found' as const,
            text: `${skill.name} found in ${found.places.slice(0, 3).join(', ')}`,
            section: found.places[0],
          }
        : {
            kind: 'missing' as const,
            text: `${skill.name} (${skill.required ? 'required' : 'nice to have'}) not found`,
          },
    ),
    softSkillsScore: soft.evidence,
    relevantExperienceCoverageScore: [
      {
        kind: 'info',
        text: `${Math.round(years * 10) / 10} years in roles like this one, ${target.yearsRequired} expected`,
      },
    ],
    domainFitScore: [
      {
        kind: 'info',
        text: cvRole
          ? `Your CV reads as ${cvRole.name} (${cvRole.industry})`
          : 'Your CV matched no role profile',
      },
      {
        kind: 'info',
        text: target.role
          ? `The job reads as ${target.role.name} (${target.role.industry})`
          : 'The job matched no role profile',
      },
    ],
  };
  return {
    jobMatchScore,
    interviewPrediction: interviewPredictionFor(jobMatchScore),
    missingSkills,
    improvementAreas,
    suggestedCertifications,
    outdatedItems,
    roleReadinessGaps,
    resumeSuggestions,
    domainFitScore,
    hardSkillsScore,
    softSkillsScore,
    relevantExperienceCoverageScore,
    idealJobTitleFit: idealTitleFit(profile, target),
    impactOnJobMatchScoreAfterAchievingPlan: impactOnJobMatch,
    // No interview rates or salaries are known here: these gains are not estimated.
    impactOnInterviewSuccessAfterAchievingPlan: null,
    impactOnMarketValueAfterAchievingPlan: null,
    target: reportTarget(target),
    engine: { name: 'built-in' },
    evidence,
  };
}
