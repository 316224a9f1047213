import {
  ACTION_PLAN_MISSING_SKILLS_LISTED,
  actionPlanPriority,
  type ActionPlanPriority,
  type CareerAnalyticsReport,
} from '@cvforge/contracts';

export interface ActionPlanStep {
  text: string;
  priority: ActionPlanPriority;
}

/**
 * The plan's recommendations: the improvement areas, then the CV suggestions (blank and
 * repeated ones dropped), prioritised by position (docs/product.md §C9: 2 high, 2 medium, the rest
 * optimization). The report has no recommendations field of its own; these two lists are
 * the actionable ones.
 */
export function actionPlanSteps(
  report: Pick<CareerAnalyticsReport, 'improvementAreas' | 'resumeSuggestions'>,
): ActionPlanStep[] {
  const texts = [...report.improvementAreas, ...report.resumeSuggestions].map((t) => t.trim());
  const unique = [...new Set(texts.filter(Boolean))];
  return unique.map((text, index) => ({ text, priority: actionPlanPriority(index) }));
}

/** The first three missing skills, which the plan names. */
export const actionPlanSkills = (missingSkills: readonly string[]) =>
  missingSkills.slice(0, ACTION_PLAN_MISSING_SKILLS_LISTED);
