import { CURRENCY_LOCALE, MINOR_UNITS_PER_MAJOR, PRICE_FRACTION_DIGITS } from '../constants';
import type { Currency } from '../plans';

/** A price in minor units shown as money: minor / 100, two decimals, en-US (e.g. "$12.00", "£9.99"). */
export function formatPrice(minorUnits: number, currency: Currency = 'usd'): string {
  return new Intl.NumberFormat(CURRENCY_LOCALE, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: PRICE_FRACTION_DIGITS,
    maximumFractionDigits: PRICE_FRACTION_DIGITS,
  }).format(minorUnits / MINOR_UNITS_PER_MAJOR);
}
