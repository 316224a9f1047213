import type { AtsAnalytics, CareerAnalyticsReport, CvContent } from '@cvforge/contracts';
import type { JobTargetInput } from '../types';

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** The photo is dropped: it may be a large data URL and says nothing the analysis needs. */
function cvPart(content: CvContent): string {
  const { photo: _photo, ...personalInfo } = content.personal_info;
  return `CV content (JSON):\n${json({ ...content, personal_info: personalInfo })}`;
}

function targetPart(target: JobTargetInput | undefined): string {
  const fields = {
    job_title: target?.job_title?.trim() || 'none',
    company_name: target?.company_name?.trim() || 'none',
    job_description: target?.job_description?.trim() || 'none',
  };
  return `Target job:\n${json(fields)}`;
}

function factsPart(facts: Record<string, unknown>): string {
  return `Measured facts, do not contradict:\n${json(facts)}`;
}

export function atsUserMessage(
  content: CvContent,
  target: JobTargetInput | undefined,
  builtIn: AtsAnalytics,
): string {
  const facts = {
    atsCompatibility: builtIn.atsCompatibility,
    yearsOfExperience: builtIn.experienceAnalysis.yearsOfExperience,
    detectedTechnicalSkills: builtIn.technicalSkills.detected,
    detectedSoftSkills: builtIn.softSkills?.detected ?? [],
    keywordMatches: builtIn.keywordOptimization.matches ?? [],
    measuredAgainst: builtIn.target ?? null,
  };
  return [cvPart(content), targetPart(target), factsPart(facts)].join('\n\n');
}

export function careerUserMessage(
  content: CvContent,
  target: JobTargetInput | undefined,
  builtIn: CareerAnalyticsReport,
): string {
  const facts = {
    measuredAgainst: builtIn.target ?? null,
    missingSkills: builtIn.missingSkills,
    outdatedItems: builtIn.outdatedItems,
  };
  return [cvPart(content), targetPart(target), factsPart(facts)].join('\n\n');
}

/** The report without its evidence and derived suggestions: the model needs the findings only. */
export function suggestionsUserMessage(content: CvContent, report: AtsAnalytics): string {
  const { evidence: _evidence, suggestions: _suggestions, ...findings } = report;
  return [cvPart(content), `ATS report (JSON):\n${json(findings)}`].join('\n\n');
}
