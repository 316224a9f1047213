import { CV_SEARCH_MIN_CHARS, type CvListItem, type CvSortOption } from '@cvforge/contracts';

const MAX_SUGGESTIONS = 8;

/** The query as it applies: trimmed, lower case, and empty below 2 characters (docs/product.md §C2). */
export function activeQuery(query: string): string {
  const trimmed = query.trim().toLowerCase();
  return trimmed.length >= CV_SEARCH_MIN_CHARS ? trimmed : '';
}

function matches(cv: CvListItem, needle: string): boolean {
  return [cv.title, cv.fileName, cv.description]
    .filter((value): value is string => Boolean(value))
    .some((value) => value.toLowerCase().includes(needle));
}

/** CVs whose title, file name or description contains the query (case-insensitive). */
export function filterCvs(cvs: readonly CvListItem[], query: string): CvListItem[] {
  const needle = activeQuery(query);
  return needle ? cvs.filter((cv) => matches(cv, needle)) : [...cvs];
}

/** Titles containing the query, case-insensitive and deduplicated (first spelling wins). */
export function searchSuggestions(cvs: readonly CvListItem[], query: string): string[] {
  const needle = activeQuery(query);
  if (!needle) return [];
  const seen = new Set<string>();
  const suggestions: string[] = [];
  for (const { title } of cvs) {
    const key = title.trim().toLowerCase();
    if (!key.includes(needle) || seen.has(key)) continue;
    seen.add(key);
    suggestions.push(title.trim());
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}

const byTitle = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** default: as the server lists them; date: most recently updated first; title: alphabetical. */
export function sortCvs(cvs: readonly CvListItem[], sort: CvSortOption): CvListItem[] {
  const copy = [...cvs];
  if (sort === 'date')
    return copy.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  if (sort === 'title') return copy.sort((a, b) => byTitle.compare(a.title, b.title));
  return copy;
}
