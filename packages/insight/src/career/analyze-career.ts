import {
  type CareerAnalyticsReport,
  type EvidenceItem,
  type IdealJobTitleFit,
  INTERVIEW_PREDICTION_FROM,
  interviewPredictionFor,
} from '@cvforge/contracts';
import { reportTarget, type EngineContext } from '../ats/analyze-ats';
import { plural } from '../ats/scored';
import type { CvProfile } from '../extract/cv-profile';
import { seniorityOfTitle, seniorityRank } from '../extract/seniority';
import type { JobTarget } from '../extract/target';
import { namedByTitle } from '../match/match-target';
import { capitalised, measuredAgainst } from '../match/measured-against';
import type { CareerInput } from '../types';
import { jobRequirementsField } from './job-requirements';
import {
  impactEvidence,
  jobMatchEvidence,
  jobMatchOf,
  scoreJobMatch,
  truthfulPotential,
} from './job-match';

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

function idealTitleFit(profile: CvProfile, target: JobTarget): IdealJobTitleFit {
  const gap = seniorityRank(profile.seniority) - seniorityRank(target.seniority);
  if (gap === 0) return 'Aligned';
  if (gap < 0) return profile.seniority === 'mid' ? 'Underqualified (mid-level)' : 'Underqualified';
  return gap >= 2 ? 'Overqualified' : 'Aligned (senior)';
}

export function analyzeCareer(context: EngineContext, input: CareerInput): CareerAnalyticsReport {
  const { profile, target, match, soft, cvRole, years, parts } = scoreJobMatch(
    context,
    input.content,
    input.target,
  );
  const { hardSkillsScore, softSkillsScore, relevantExperienceCoverageScore, domainFitScore } =
    parts;
  const against = measuredAgainst(target);
  const jobMatchScore = jobMatchOf(parts);
  const missing = match.skills.filter(
    ({ found, skill }) => !found && !namedByTitle(profile, skill.name),
  );
  const missingSkills = missing.map(({ skill }) => skill.name);
  const quantified = profile.achievements.filter((signal) => signal.quantified).length;
  const improvementAreas: string[] = [];
  if (hardSkillsScore < 70)
    improvementAreas.push(
      `Hard skills: the CV shows ${hardSkillsScore}% of what ${against.says('asks')} for.`,
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
      `Soft skills: ${soft.analysis.missing.slice(0, 3).join(', ')} ${soft.analysis.missing.length === 1 ? 'is' : 'are'} not shown.`,
    );
  const heldCertifications = new Set(
    match.certifications.filter(({ found }) => found).map(({ name }) => name),
  );
  // Only certificates the posting names, or the role's own field names, and that vouch for a gap.
  const roleCertifications = new Set(target.role?.certifications ?? []);
  const certificationsForGaps = [...context.knowledge.certifications.values()]
    .filter(
      (cert) =>
        roleCertifications.has(cert.name) &&
        cert.skills.some((skill) => missingSkills.includes(skill)),
    )
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
      `Experience: ${against.says('expects')} ${target.yearsRequired}+ years; the CV shows ${profile.years}.`,
    );
  if (seniorityRank(profile.seniority) < seniorityRank(target.seniority))
    roleReadinessGaps.push(
      `Level: ${against.says('is')} ${target.seniority}-level; your latest title reads as ${seniorityOfTitle(profile.latestTitle || profile.roleTitle)}-level.`,
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
        ({ skill }) =>
          `${skill.name} is listed, not shown in your experience: if you used it, show it in an achievement, truthfully.`,
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
  // The potential: the CV with the truthful changes listed (its other CVs' lines), same scorer.
  const afterPlan = truthfulPotential(context, input, match);
  const impactOnJobMatch = Math.max(0, jobMatchOf(afterPlan.parts) - jobMatchScore);
  const evidence: Record<string, EvidenceItem[]> = {
    jobMatchScore: jobMatchEvidence(parts),
    impactOnJobMatchScoreAfterAchievingPlan: impactEvidence(
      parts,
      afterPlan.parts,
      afterPlan.changes,
    ),
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
          ? `${capitalised(against.says('reads'))} as ${target.role.name} (${target.role.industry})`
          : `${against.Source} matched no role profile`,
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
    ...jobRequirementsField(context.knowledge, profile, target, input.target),
  };
}
