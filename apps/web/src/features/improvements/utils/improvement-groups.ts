import {
  IMPROVEMENT_GROUP_ORDER,
  type ImprovementSuggestion,
  type ImprovementType,
} from '@cvforge/contracts';

export type ImprovementGroupKey = (typeof IMPROVEMENT_GROUP_ORDER)[number] | 'advice';

export interface ImprovementGroup {
  key: ImprovementGroupKey;
  label: string;
  improvements: ImprovementSuggestion[];
}

const GROUP_LABELS: Record<ImprovementGroupKey, string> = {
  skill: 'Technical skills',
  soft_skill: 'Soft skills',
  keyword: 'Keywords',
  experience: 'Experience',
  education: 'Education',
  projects: 'Projects',
  overall: 'Overall',
  advice: 'Formatting & structure',
};

const isOrdered = (type: ImprovementType): type is (typeof IMPROVEMENT_GROUP_ORDER)[number] =>
  (IMPROVEMENT_GROUP_ORDER as readonly ImprovementType[]).includes(type);

/**
 * Improvements grouped by type in docs/product.md §C9's order. Formatting and structure, which that
 * order leaves out, are advice (they change no content) and come last, together.
 */
export function groupImprovements(
  improvements: readonly ImprovementSuggestion[],
): ImprovementGroup[] {
  const keys: ImprovementGroupKey[] = [...IMPROVEMENT_GROUP_ORDER, 'advice'];
  return keys
    .map((key) => ({
      key,
      label: GROUP_LABELS[key],
      improvements: improvements.filter((item) =>
        isOrdered(item.type) ? item.type === key : key === 'advice',
      ),
    }))
    .filter((group) => group.improvements.length > 0);
}
