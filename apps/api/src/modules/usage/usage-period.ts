/**
 * Which monthly period a moment belongs to, as the period's first day (YYYY-MM-DD), the key of
 * usage_counters. Billing can later resolve a subscriber's period from the subscription's
 * current period start instead; free users keep calendar months.
 */
export type UsagePeriodResolver = (userId: string, now: Date) => Promise<string> | string;

/** The calendar month in UTC: every user's counters reset at 00:00 UTC on the 1st. */
export function calendarMonthPeriodStart(now: Date): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${year}-${month}-01`;
}

export const calendarMonthPeriod: UsagePeriodResolver = (_userId, now) =>
  calendarMonthPeriodStart(now);
