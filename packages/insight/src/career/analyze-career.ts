import type {
  CareerAnalyticsReport,
  EvidenceItem,
  IdealJobTitleFit,
  InterviewPrediction,
} from '@cvforge/contracts';
import { prepare, reportTarget, type EngineContext } from '../ats/analyze-ats';
import { analyzeSoftSkills } from '../ats/skills';
import { clampScore, plural } from '../ats/scored';
import type { CvProfile } from '../extract/cv-profile';
import { seniorityOfTitle, seniorityRank } from '../extract/seniority';
import type { JobTarget } from '../extract/target';
import { skillCoverage, type TargetMatch } from '../match/match-target';
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

/** How close the CV's field is to the job's: same role, same industry, or shared skill families. */
function domainFit(
  knowledge: Knowledge,
  profile: CvProfile,
  target: JobTarget,
  match: TargetMatch,
  cvRoleIndustry: string | undefined,
) {
  const categories = (names: Iterable<string>, lookup: (name: string) => string | undefined) =>
    new Set([...names].map(lookup).filter((value): value is string => Boolean(value)));
  const targetCategories = categories(
    match.skills.map(({ skill }) => skill.name),
    (name) => knowledge.term(name)?.category,
  );
  const cvCategories = new Set(
    [...profile.terms.values()]
      .filter(({ term }) => term.kind === 'skill')
      .map(({ term }) => term.category),
  );
  const sharedCategories = [...targetCategories].filter((category) =>
    cvCategories.has(category),
  ).length;
  const categoryShare = targetCategories.size ? sharedCategories / targetCategories.size : 0;
  const sameIndustry = target.industry !== undefined && target.industry === cvRoleIndustry;
  const coverage = match.skills.length ? skillCoverage(match) : 0.5;
  return clampScore(
    100 *
      (0.3 * coverage +
        0.15 * categoryShare +
        0.2 * (sameIndustry ? 1 : 0) +
        0.35 * Math.min(1, match.relevance / 0.6)),
  );
}

function idealTitleFit(profile: CvProfile, target: JobTarget): IdealJobTitleFit {
  const gap = seniorityRank(profile.seniority) - seniorityRank(target.seniority);
  if (gap === 0) return 'Aligned';
  if (gap < 0) return profile.seniority === 'mid' ? 'Underqualified (mid-level)' : 'Underqualified';
  return gap >= 2 ? 'Overqualified' : 'Aligned (senior)';
}

/** Interview chances by job match: 70 High, 50 Medium, else Low. */
export function interviewPrediction(score: number): InterviewPrediction {
  if (score >= 70) return 'High';
  if (score >= 50) return 'Medium';
  return 'Low';
}

/** Points of interview chance gained, reading the prediction bands as 25 / 55 / 80 %. */
function interviewGain(now: number, after: number): number {
  const chance = (score: number) => ({ Low: 25, Medium: 55, High: 80 })[interviewPrediction(score)];
  return chance(after) - chance(now);
}

export function analyzeCareer(context: EngineContext, input: CareerInput): CareerAnalyticsReport {
  const { profile, target, match } = prepare(context, input.content, input.target);
  const cvRole = prepare(context, input.content, undefined).target.role;
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
  const domainFitScore = domainFit(context.knowledge, profile, target, match, cvRole?.industry);
  const jobMatchScore = clampScore(
    0.45 * hardSkillsScore +
      0.15 * softSkillsScore +
      0.2 * relevantExperienceCoverageScore +
      0.2 * domainFitScore,
  );
  const missing = match.skills.filter(({ found }) => !found);
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
  const projected = clampScore(
    0.45 * 100 +
      0.15 * Math.max(softSkillsScore, 80) +
      0.2 * relevantExperienceCoverageScore +
      0.2 * domainFitScore,
  );
  const impactOnJobMatch = Math.max(0, projected - jobMatchScore);
  const evidence: Record<string, EvidenceItem[]> = {
    jobMatchScore: [
      {
        kind: 'info',
        text: `Hard skills ${hardSkillsScore} × 45%`,
        points: Math.round(hardSkillsScore * 4.5) / 10,
      },
      {
        kind: 'info',
        text: `Soft skills ${softSkillsScore} × 15%`,
        points: Math.round(softSkillsScore * 1.5) / 10,
      },
      {
        kind: 'info',
        text: `Relevant experience ${relevantExperienceCoverageScore} × 20%`,
        points: Math.round(relevantExperienceCoverageScore * 2) / 10,
      },
      {
        kind: 'info',
        text: `Domain fit ${domainFitScore} × 20%`,
        points: Math.round(domainFitScore * 2) / 10,
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
    interviewPrediction: interviewPrediction(jobMatchScore),
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
    impactOnInterviewSuccessAfterAchievingPlan: interviewGain(jobMatchScore, projected),
    impactOnMarketValueAfterAchievingPlan: Math.min(
      35,
      3 * Math.min(missingSkills.length, 5) + 4 * suggestedCertifications.length,
    ),
    target: reportTarget(target),
    engine: { name: 'built-in' },
    evidence,
  };
}
