import type {
  CompetitiveAdvantage,
  EvidenceItem,
  IndustryStandards,
  MarketPosition,
} from '@cvforge/contracts';
import { sectionOf } from '../extract/cv-reading';
import type { CvProfile } from '../extract/cv-profile';
import type { JobTarget } from '../extract/target';
import type { Industry } from '../knowledge/types';
import { skillCoverage, type TargetMatch } from '../match/match-target';
import { clampScore, plural } from './scored';
import { measuredAgainst } from '../match/measured-against';

interface Standard {
  name: string;
  met: (profile: CvProfile, match: TargetMatch) => boolean;
}

const hasSection = (profile: CvProfile, type: 'certifications' | 'projects' | 'education') =>
  Boolean(sectionOf(profile.content, type));
const hasCertification = (profile: CvProfile) =>
  [...profile.terms.values()].some(({ term }) => term.kind === 'certification') ||
  (sectionOf(profile.content, 'certifications')?.content.certifications.length ?? 0) > 0;
const hasLink = (profile: CvProfile) =>
  Boolean(
    profile.content.personal_info.website.trim() || profile.content.personal_info.linkedin.trim(),
  );

/** What every recruiter expects, whatever the field. */
const COMMON: Standard[] = [
  {
    name: 'Contact details (e-mail and phone)',
    met: (p) =>
      Boolean(p.content.personal_info.email.trim() && p.content.personal_info.phone.trim()),
  },
  {
    name: 'A professional summary',
    met: (p) => Boolean(sectionOf(p.content, 'summary')?.content.text.trim()),
  },
  {
    name: 'Dated work history',
    met: (p) => p.entries.length > 0 && p.entries.every(({ range }) => range),
  },
  {
    name: 'At least three quantified achievements',
    met: (p) => p.achievements.filter((s) => s.quantified).length >= 3,
  },
  { name: 'A skills section', met: (p) => Boolean(sectionOf(p.content, 'skills')) },
  { name: 'Education', met: (p) => hasSection(p, 'education') },
];

/** What each field adds (a licence for nurses, a portfolio for designers …). */
const BY_INDUSTRY: Partial<Record<Industry, Standard[]>> = {
  software: [
    { name: 'A GitHub, portfolio or LinkedIn link', met: hasLink },
    {
      name: 'Projects or shipped work described',
      met: (p) => hasSection(p, 'projects') || p.achievements.length >= 6,
    },
  ],
  data: [
    { name: 'A GitHub, portfolio or LinkedIn link', met: hasLink },
    {
      name: 'Tools named in achievements (SQL, Python …)',
      met: (_p, m) => m.skills.some((s) => s.credit === 1),
    },
  ],
  design: [
    { name: 'A portfolio link', met: (p) => Boolean(p.content.personal_info.website.trim()) },
  ],
  product: [
    {
      name: 'Outcomes measured (metrics in achievements)',
      met: (p) => p.achievements.filter((s) => s.quantified).length >= 4,
    },
  ],
  marketing: [
    {
      name: 'Campaign results in numbers',
      met: (p) => p.achievements.filter((s) => s.quantified).length >= 4,
    },
  ],
  sales: [
    {
      name: 'Quota or revenue figures',
      met: (p) => p.achievements.some((s) => /quota|revenue|pipeline|arr|\$|€|£/i.test(s.line)),
    },
  ],
  finance: [{ name: 'A professional certification (CPA, ACCA, CFA …)', met: hasCertification }],
  hr: [{ name: 'An HR certification (SHRM, CIPD …)', met: hasCertification }],
  healthcare: [{ name: 'Licences and certifications (RN, BLS …)', met: hasCertification }],
  education: [{ name: 'Teaching certification or licence', met: hasCertification }],
  operations: [
    {
      name: 'Process results in numbers (cost, time, quality)',
      met: (p) => p.achievements.filter((s) => s.quantified).length >= 4,
    },
  ],
  legal: [{ name: 'Bar admission or legal certification', met: hasCertification }],
};

export function analyzeIndustryStandards(
  profile: CvProfile,
  match: TargetMatch,
  target: JobTarget,
) {
  const standards = [...COMMON, ...(target.industry ? (BY_INDUSTRY[target.industry] ?? []) : [])];
  const evidence: EvidenceItem[] = [];
  const missingStandards: string[] = [];
  for (const standard of standards) {
    if (standard.met(profile, match)) evidence.push({ kind: 'found', text: standard.name });
    else {
      missingStandards.push(standard.name);
      evidence.push({
        kind: 'missing',
        text: standard.name,
        points: -Math.round(100 / standards.length),
      });
    }
  }
  const standardsResult: IndustryStandards = {
    compliance: clampScore((100 * (standards.length - missingStandards.length)) / standards.length),
    missingStandards,
  };
  return { standards: standardsResult, evidence };
}

const EXECUTIVE_TITLE =
  /\b(director|vp|vice president|head of|chief|c[eotf]o|partner|general manager)\b/i;

function marketPosition(profile: CvProfile): MarketPosition {
  if (profile.years >= 15 && profile.leadershipTitles.some((title) => EXECUTIVE_TITLE.test(title)))
    return 'Executive';
  if (profile.seniority === 'senior' || profile.seniority === 'lead' || profile.years >= 7)
    return 'Senior';
  if (profile.years >= 3 || profile.seniority === 'mid') return 'Mid';
  return 'Entry';
}

export function analyzeCompetitiveAdvantage(
  profile: CvProfile,
  match: TargetMatch,
  target: JobTarget,
) {
  const against = measuredAgainst(target);
  const coverage = match.skills.length ? skillCoverage(match) : 0.5;
  const quantified = profile.achievements.filter((signal) => signal.quantified).length;
  const leadership =
    profile.achievements.some((signal) => signal.leadership) || profile.leadershipTitles.length > 0;
  const certifications = match.certifications.filter(({ found }) => found).map(({ name }) => name);
  const anyCertification = hasCertification(profile);
  const yearsShare = Math.min(1, profile.years / Math.max(1, target.yearsRequired));
  const parts = [
    {
      points: 35 * coverage,
      max: 35,
      good: `${Math.round(coverage * 100)}% of the skills ${against.says('asks')} for`,
      bad: `Only ${Math.round(coverage * 100)}% of the skills ${against.says('asks')} for`,
    },
    {
      points: 20 * yearsShare,
      max: 20,
      good: `${profile.years} years of experience`,
      bad: `${profile.years} of the ${target.yearsRequired}+ years expected`,
    },
    {
      points: 20 * Math.min(1, quantified / 6),
      max: 20,
      good: `${plural(quantified, 'quantified achievement')}`,
      bad: `Few quantified achievements (${quantified})`,
    },
    {
      points: certifications.length ? 10 : anyCertification ? 6 : 0,
      max: 10,
      good: certifications.length
        ? `Certified: ${certifications.join(', ')}`
        : 'Professional certifications',
      bad: `No certification ${against.says('names')}`,
    },
    {
      points: leadership ? 15 : 0,
      max: 15,
      good: 'Leadership experience',
      bad: 'No leadership shown',
    },
  ];
  const strengths = parts.filter((part) => part.points >= part.max * 0.7).map((part) => part.good);
  const weaknesses = parts.filter((part) => part.points < part.max * 0.7).map((part) => part.bad);
  const extraSkills = [...profile.terms.values()].filter(
    ({ term }) =>
      term.kind === 'skill' && !match.skills.some(({ skill }) => skill.name === term.name),
  );
  if (extraSkills.length >= 5)
    strengths.push(
      `Breadth: ${extraSkills
        .slice(0, 4)
        .map(({ term }) => term.name)
        .join(', ')} and more beyond what ${against.says('asks')} for`,
    );
  const evidence: EvidenceItem[] = parts.map((part) => ({
    kind: part.points >= part.max * 0.7 ? 'found' : 'penalty',
    text: part.points >= part.max * 0.7 ? part.good : part.bad,
    points: Math.round((part.points - part.max) * 10) / 10,
  }));
  const advantage: CompetitiveAdvantage = {
    score: clampScore(parts.reduce((sum, part) => sum + part.points, 0)),
    marketPosition: marketPosition(profile),
    strengths,
    weaknesses,
  };
  return { advantage, evidence };
}
