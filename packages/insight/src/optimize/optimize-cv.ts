import { cvContentSchema, type CvContent, type EngineSuggestion } from '@cvforge/contracts';
import { analyzeAts, type EngineContext } from '../ats/analyze-ats';
import { applyImprovement } from '../apply';
import { defaultKnowledge } from '../knowledge';
import { softSkillShown } from '../tailor/evidence';
import { clampLevel } from '../tailor/levels';
import { strengthenOpenings } from '../tailor/verbs';
import { unifyDateStyles } from '../tailor/dates';
import type { OtherCv } from '../types';

export interface OptimizeOptions {
  /** The user's other CVs: a skill the improvements name is added only when one of them shows it. */
  otherCvs?: readonly OtherCv[] | undefined;
  now?: Date;
}

/**
 * The suggestions that can be applied without the person's input and without claiming anything
 * new: skills written in their other CVs, soft skills an achievement shows, and the summary that
 * names strengths the CV already has. Templates with [brackets] need the person and are left out.
 */
function truthfulSuggestions(
  content: CvContent,
  suggestions: readonly EngineSuggestion[],
  sourced: ReadonlySet<string>,
): EngineSuggestion[] {
  return suggestions.flatMap((suggestion) => {
    const list = Array.isArray(suggestion.content) ? suggestion.content : [];
    switch (suggestion.type) {
      case 'skill': {
        const shown = list.filter((skill) => sourced.has(skill));
        return shown.length ? [{ ...suggestion, content: shown }] : [];
      }
      case 'soft_skill': {
        const shown = list.filter((skill) => softSkillShown(skill, [content]));
        return shown.length ? [{ ...suggestion, content: shown }] : [];
      }
      case 'overall':
        return typeof suggestion.content === 'string' && !suggestion.content.includes('[')
          ? [suggestion]
          : [];
      default:
        return [];
    }
  });
}

/**
 * An existing CV improved without a job: the improvements engine's truthful suggestions against
 * the CV's own role, more of them at higher levels (1 applies none, 10 all), most important first;
 * from level 7 the openers and dates are tidied as tailoring does.
 */
export function optimizeCv(
  content: CvContent,
  matchingLevel: number,
  options: OptimizeOptions = {},
): CvContent {
  const context: EngineContext = { knowledge: defaultKnowledge(), now: options.now ?? new Date() };
  let result = cvContentSchema.parse(structuredClone(content));
  const report = analyzeAts(context, { content: result, otherCvs: options.otherCvs });
  const sourced = new Set(
    (report.potential?.keywords ?? []).flatMap(({ keyword, found_in_cv }) =>
      found_in_cv ? [keyword] : [],
    ),
  );
  const level = clampLevel(matchingLevel);
  const applicable = truthfulSuggestions(result, report.suggestions ?? [], sourced);
  const count = Math.round((applicable.length * (level - 1)) / 9);
  for (const suggestion of applicable.slice(0, count))
    result = applyImprovement(result, { ...suggestion, part_to_update: null }).content;
  if (level >= 7) {
    strengthenOpenings(result);
    unifyDateStyles(result);
  }
  return result;
}
