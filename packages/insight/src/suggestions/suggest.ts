import {
  isFinishedSuggestion,
  SUGGESTION_PRIORITY_BY_TYPE,
  type AtsAnalytics,
  type CvContent,
  type EngineSuggestion,
  type ImprovementType,
  type SuggestionPriority,
  withoutTemplateSentences,
} from '@cvforge/contracts';
import { sectionOf } from '../extract/cv-reading';
import { keywordFillIn, leadershipFillIn, measurableResultFillIn } from './fill-ins';
import { capitalised, measuredAgainstReport } from '../match/measured-against';

/** docs/product.md §C9: skills and keywords high; soft skills, experience and overall medium; the rest low. */
export const priorityOf = (type: ImprovementType): SuggestionPriority =>
  (SUGGESTION_PRIORITY_BY_TYPE as Partial<Record<ImprovementType, SuggestionPriority>>)[type] ??
  'low';

const suggestion = (
  type: ImprovementType,
  title: string,
  description: string,
  content: EngineSuggestion['content'],
  fillIn?: EngineSuggestion['fill_in'],
): EngineSuggestion => ({
  type,
  title,
  description,
  priority: priorityOf(type),
  content,
  ...(fillIn ? { fill_in: fillIn } : {}),
});

/** A truthful line for a missing keyword, taken from another of the user's CVs. */
export type KeywordSources = ReadonlyMap<string, { cv: string; line?: string | undefined }>;

const MAX_SKILLS = 8;
const MAX_KEYWORDS = 4;

/**
 * Improvements derived from an ATS report. Nothing claims experience the CV does not show, and
 * no placeholder is ever written (docs/decisions/032-no-placeholders.md): lines taken from the
 * user's other CVs are theirs; anything else asks for the user's words in a small form
 * (`fill_in`) and carries no content until they are given.
 */
export function suggestFromReport(
  content: CvContent,
  report: AtsAnalytics,
  sources: KeywordSources = new Map(),
): EngineSuggestion[] {
  const suggestions: EngineSuggestion[] = [];
  const against = measuredAgainstReport(report.target);
  const sourceNote = (names: readonly string[]) => {
    const known = names.filter((name) => sources.has(name));
    return known.length
      ? ` ${known.join(', ')} ${known.length === 1 ? 'is' : 'are'} already in your CV "${sources.get(known[0] as string)?.cv}".`
      : '';
  };
  const missingSkills = report.technicalSkills.missing.slice(0, MAX_SKILLS);
  if (missingSkills.length)
    suggestions.push(
      suggestion(
        'skill',
        `Add ${missingSkills.length === 1 ? missingSkills[0] : 'missing technical skills'}`,
        `${capitalised(against.says('asks'))} for ${missingSkills.join(', ')}. Confirm each one you have used: only those are added.${sourceNote(missingSkills)}`,
        missingSkills,
      ),
    );
  const missingSoft = report.softSkills?.missing.slice(0, 5) ?? [];
  if (missingSoft.length)
    suggestions.push(
      suggestion(
        'soft_skill',
        `Name the soft skills ${against.says('looks')} for`,
        `${missingSoft.join(', ')} ${missingSoft.length === 1 ? 'is' : 'are'} not shown in your CV. Add the ones that describe you.`,
        missingSoft,
      ),
    );
  const skillSet = new Set(missingSkills);
  const keywords = report.keywordOptimization.criticalKeywords
    .filter((keyword) => !skillSet.has(keyword))
    .slice(0, MAX_KEYWORDS);
  for (const keyword of keywords) {
    const source = sources.get(keyword);
    suggestions.push(
      source?.line
        ? suggestion(
            'keyword',
            `Use "${keyword}" in your experience`,
            `From your CV "${source.cv}": this line shows ${keyword}. Choose the job it belongs to.`,
            source.line,
          )
        : suggestion(
            'keyword',
            `Use "${keyword}" in your experience`,
            `${capitalised(against.says('names'))} "${keyword}". Apply this only if it is true: tell what you did with it and what came of it.`,
            '',
            keywordFillIn(keyword),
          ),
    );
  }
  const experience = sectionOf(content, 'experience')?.content.experiences ?? [];
  if (experience.length && report.experienceAnalysis.achievementMetrics < 5)
    suggestions.push(
      suggestion(
        'experience',
        'Add a measurable result',
        `Only ${report.experienceAnalysis.achievementMetrics} of your achievements carry a number. Tell what you changed and by how much, then choose the job it belongs to.`,
        '',
        measurableResultFillIn,
      ),
    );
  if (
    !report.experienceAnalysis.leadershipExperience &&
    report.competitiveAdvantage.marketPosition !== 'Entry' &&
    experience.length
  )
    suggestions.push(
      suggestion(
        'experience',
        'Show leadership',
        'No achievement shows leading people or projects. If you mentored, led a project or owned a decision, say so.',
        '',
        leadershipFillIn,
      ),
    );
  const summary = withoutTemplateSentences(
    sectionOf(content, 'summary')?.content.text.trim() ?? '',
  );
  const strengths = (report.keywordOptimization.matches ?? [])
    .filter((match) => !match.sections.includes('Summary'))
    .map((match) => match.keyword)
    .slice(0, 4);
  if (strengths.length && summary)
    suggestions.push(
      suggestion(
        'overall',
        'Put your matching strengths in the summary',
        `${strengths.join(', ')} appear in your CV but not in your summary, which an ATS and a recruiter read first.`,
        `${summary}${/[.!?]$/.test(summary) ? '' : '.'} Core strengths: ${strengths.join(', ')}.`,
      ),
    );
  for (const issue of report.formatting.issues.slice(0, 2))
    suggestions.push(
      suggestion(
        'formatting',
        `Fix: ${issue}`,
        report.formatting.recommendations[report.formatting.issues.indexOf(issue)] ?? issue,
        issue,
      ),
    );
  for (const advice of report.structure.recommendations.slice(0, 1))
    suggestions.push(suggestion('structure', 'Complete your CV structure', advice, advice));
  // The safety net: text the user left unfilled (a summary, another CV's line) is never copied.
  return suggestions.filter(isFinishedSuggestion);
}
