import type { CvContent } from '@cvforge/contracts';
import { dateStyleOf, printDatePoint, wholePoint } from '@cvforge/cv-model';
import { sectionsOf } from '../apply/sections';

/**
 * When the jobs' dates are written in all three styles, "06/2017" becomes "Jun 2017": the same
 * month, in one style fewer. Year-only dates stay as they are (a month would be invented).
 */
export function unifyDateStyles(content: CvContent): void {
  const entries = sectionsOf(content, 'experience').flatMap(
    (section) => section.content.experiences,
  );
  if (new Set(entries.map((entry) => dateStyleOf(entry.duration))).size < 3) return;
  for (const entry of entries)
    entry.duration = entry.duration.replace(/\b\d{1,2}[/.]\d{4}\b/g, (written) => {
      const point = wholePoint(written);
      return point ? printDatePoint(point) : written;
    });
}
