import { isPresentWord, printDatePoint, wholePoint } from '../dates';

const RANGE_SEPARATOR = / - /;

/** "2020", "2020-03", "Mar 2020", "03/2020" → ISO 8601 partial date ("2020", "2020-03"). */
export function toIsoDate(text: string): string | undefined {
  const value = text.trim();
  if (/^[12]\d{3}(-[01]\d(-[0-3]\d)?)?$/.test(value)) return value;
  const point = wholePoint(value);
  if (!point) return undefined;
  return point.month ? `${point.year}-${String(point.month).padStart(2, '0')}` : String(point.year);
}

/** ISO partial date → the CV's way of writing it: "2020" or "Mar 2020". */
export function fromIsoDate(iso: string | undefined): string {
  if (!iso) return '';
  const match = /^([12]\d{3})(?:-([01]\d))?/.exec(iso.trim());
  if (!match) return iso.trim();
  const month = Number(match[2]);
  return printDatePoint({
    year: Number(match[1]),
    ...(month >= 1 && month <= 12 ? { month } : {}),
  });
}

/** ISO start and end → "Mar 2020 - Present", "2018 - 2020", "2019". */
export function formatRange(startDate?: string, endDate?: string): string {
  const start = fromIsoDate(startDate);
  const end = fromIsoDate(endDate);
  if (start && end) return start === end ? start : `${start} - ${end}`;
  if (start) return `${start} - Present`;
  return end;
}

/**
 * A duration the CV wrote as text → ISO start and end. `exact` is false when formatting them
 * back would not give the same text (the exporter then keeps the text as well).
 */
export function parseRange(duration: string): {
  startDate?: string;
  endDate?: string;
  exact: boolean;
} {
  const text = duration.trim();
  if (!text) return { exact: true };
  const [first = '', second, ...rest] = text.split(RANGE_SEPARATOR);
  const startDate = toIsoDate(first);
  const endDate = second === undefined || isPresentWord(second) ? undefined : toIsoDate(second);
  const parsedAll =
    rest.length === 0 &&
    startDate !== undefined &&
    (second === undefined || isPresentWord(second) || endDate);
  if (!parsedAll) return { exact: false };
  // A single date is both ends ("2019" → 2019 to 2019), not an ongoing role.
  const range = second === undefined ? { startDate, endDate: startDate } : { startDate, endDate };
  const formatted = formatRange(range.startDate, range.endDate);
  return { ...range, exact: formatted === text };
}
