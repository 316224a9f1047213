import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMoney } from './format';

describe('formatMoney', () => {
  it('formats minor units with the currency symbol, en-US, two decimals', () => {
    expect(formatMoney(1200, 'usd')).toBe('$12.00');
    expect(formatMoney(499, 'gbp')).toBe('£4.99');
    expect(formatMoney(0, 'usd')).toBe('$0.00');
    expect(formatMoney(123456, 'usd')).toBe('$1,234.56');
  });

  it('defaults to US dollars', () => {
    expect(formatMoney(2500)).toBe('$25.00');
  });
});

describe('formatLongDate', () => {
  it('writes the month out', () => {
    expect(formatLongDate(new Date(2026, 10, 21))).toBe('November 21, 2026');
  });
});
