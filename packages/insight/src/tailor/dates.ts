import type { CvContent } from '@cvforge/contracts';
import { sectionsOf } from '../apply/sections';

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** The three ways a duration is written: "Jan 2020", "01/2020", "2020" (as the ATS check reads them). */
const dateStyle = (duration: string) =>
  /[a-z]{3}/i.test(duration) ? 'words' : /\d{1,2}[/.-]\d{4}/.test(duration) ? 'numbers' : 'years';

/**
 * When the jobs' dates are written in all three styles, "06/2017" becomes "Jun 2017": the same
 * month, in one style fewer. Year-only dates stay as they are (a month would be invented).
 */
export function unifyDateStyles(content: CvContent): void {
  const entries = sectionsOf(content, 'experience').flatMap(
    (section) => section.content.experiences,
  );
  if (new Set(entries.map((entry) => dateStyle(entry.duration))).size < 3) return;
  for (const entry of entries)
    entry.duration = entry.duration.replace(/\b(\d{1,2})[/.](\d{4})\b/g, (written, month, year) => {
      const name = MONTH_NAMES[Number(month) - 1];
      return name ? `${name} ${year}` : written;
    });
}
