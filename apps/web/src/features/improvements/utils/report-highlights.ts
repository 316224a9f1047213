import {
  CRITICAL_KEYWORDS_SHOWN_MAX,
  ESSENTIAL_IMPROVEMENTS_MAX,
  type AtsAnalytics,
} from '@cvforge/contracts';

/** Non-blank, trimmed, first occurrence only, at most `max`. */
function distinct(items: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  for (const item of items) {
    const text = item.trim();
    if (text) seen.add(text);
    if (seen.size === max) break;
  }
  return [...seen];
}

/** docs/product.md §C5: deduplicated, non-blank overall recommendations, at most 5. */
export const essentialImprovements = (report: AtsAnalytics): string[] =>
  distinct(report.overallRecommendations, ESSENTIAL_IMPROVEMENTS_MAX);

/** docs/product.md §C5: at most 8 critical keywords. */
export const criticalKeywords = (report: AtsAnalytics): string[] =>
  distinct(report.keywordOptimization.criticalKeywords, CRITICAL_KEYWORDS_SHOWN_MAX);
