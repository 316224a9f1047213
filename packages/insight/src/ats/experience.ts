import {
  ACHIEVEMENT_METRICS_THRESHOLDS,
  experienceLevel,
  type CareerProgression,
  type EvidenceItem,
  type ExperienceAnalysis,
} from '@cvforge/contracts';
import type { CvProfile } from '../extract/cv-profile';
import { seniorityOfTitle, seniorityRank } from '../extract/seniority';
import type { JobTarget } from '../extract/target';
import { capitalised, measuredAgainst } from '../match/measured-against';
import { clampScore, plural } from './scored';

/** Titles oldest to newest: rising levels read as excellent progression, falling as fair. */
function careerProgression(profile: CvProfile): CareerProgression {
  const ranks = profile.entries
    .filter(({ range, entry }) => range && entry.title.trim())
    .reverse()
    .map(({ entry }) => seniorityRank(seniorityOfTitle(entry.title)));
  if (ranks.length < 2) return profile.years >= 2 ? 'Good' : 'Early career';
  const first = ranks[0] as number;
  const last = ranks.at(-1) as number;
  if (last > first) return 'Excellent';
  if (last === first) return 'Good';
  return 'Fair';
}

function metricsAdvice(count: number): string {
  const [many, some, few] = ACHIEVEMENT_METRICS_THRESHOLDS;
  if (count >= many) return `${count} achievements carry numbers: recruiters can see your impact.`;
  if (count >= some)
    return `${count} achievements carry numbers. Add a number to a few more (%, money, time, people).`;
  if (count >= few)
    return `Only ${count} achievements carry numbers. Quantify at least five: what changed, by how much.`;
  return 'Almost no achievement carries a number. Add results: percentages, money, time saved, people led.';
}

const YEARS_TEXT = {
  senior: 'senior-level experience (10+ years)',
  mid: 'mid-level experience (5+ years)',
  'junior-mid': 'junior-to-mid experience (2+ years)',
  junior: 'junior experience (under 2 years)',
} as const;

export function analyzeExperience(profile: CvProfile, target: JobTarget, relevantYears: number) {
  const evidence: EvidenceItem[] = [];
  const quantified = profile.achievements.filter((signal) => signal.quantified);
  const verbs = profile.achievements.filter((signal) => signal.actionVerb).length;
  const weak = profile.achievements.filter((signal) => signal.weak);
  const leadershipLines = profile.achievements.filter((signal) => signal.leadership);
  const leadership = leadershipLines.length > 0 || profile.leadershipTitles.length > 0;
  // Years count toward the job only where they were spent in similar work.
  const yearsShare = Math.min(1, relevantYears / Math.max(1, target.yearsRequired));
  const leadershipWanted = target.seniority === 'lead' || target.seniority === 'senior';
  const parts = [
    {
      points: 35 * Math.min(1, quantified.length / 5),
      text: `${plural(quantified.length, 'quantified achievement')} (5 earn full marks)`,
      max: 35,
    },
    {
      points: 20 * Math.min(1, verbs / 6),
      text: `${plural(verbs, 'achievement')} open with an action verb (6 earn full marks)`,
      max: 20,
    },
    {
      points: 30 * yearsShare,
      text: `${relevantYears} years in similar roles (${profile.years} in all) against ${target.yearsRequired} expected`,
      max: 30,
    },
    {
      points: leadership || !leadershipWanted ? 15 : 0,
      text: leadership
        ? 'Leadership shown'
        : leadershipWanted
          ? 'No leadership shown for a senior role'
          : 'Leadership not expected at this level',
      max: 15,
    },
  ];
  for (const part of parts)
    evidence.push({
      kind: part.points >= part.max ? 'found' : 'penalty',
      text: part.text,
      points: Math.round((part.points - part.max) * 10) / 10,
    });
  for (const signal of quantified.slice(0, 5))
    evidence.push({
      kind: 'found',
      text: `Quantified: "${signal.line}"`,
      section: `Experience — ${signal.entry.company}`,
    });
  const weakCost = Math.min(10, weak.length * 2);
  if (weakCost)
    evidence.push({
      kind: 'penalty',
      text: `${plural(weak.length, 'achievement')} open weakly ("responsible for", "helped")`,
      points: -weakCost,
    });
  const score = clampScore(parts.reduce((sum, part) => sum + part.points, 0) - weakCost);
  const recommendations = [metricsAdvice(quantified.length)];
  if (weak.length)
    recommendations.push(
      `Start achievements with what you did ("Led", "Built", "Cut"), not "${weak[0]?.line.split(/\s+/).slice(0, 2).join(' ')}".`,
    );
  if (profile.years < target.yearsRequired)
    recommendations.push(
      `${capitalised(measuredAgainst(target).says('expects'))} ${target.yearsRequired}+ years; your dated experience adds up to ${profile.years}. Make sure every relevant role has dates.`,
    );
  else
    recommendations.push(
      `Your dates add up to ${profile.years} years: ${YEARS_TEXT[experienceLevel(profile.years)]}.`,
    );
  if (leadershipWanted && !leadership)
    recommendations.push(
      'Show leadership: mentoring, leading a project or a team, owning a decision.',
    );
  const analysis: ExperienceAnalysis = {
    yearsOfExperience: profile.years,
    achievementMetrics: quantified.length,
    careerProgression: careerProgression(profile),
    leadershipExperience: leadership,
    recommendations,
  };
  return { analysis, score, evidence };
}
