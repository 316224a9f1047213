import { describe, expect, it } from 'vitest';
import { checkoutPollOutcome, checkoutSessionBodySchema } from './checkout';
import { formatPrice } from './money';

describe('checkout', () => {
  it('maps each poll answer as docs/product.md §P4 says', () => {
    const poll = (status: string, subscription_status: string | null = null) =>
      checkoutPollOutcome({ status, subscription_status });
    expect(poll('open', 'active')).toBe('active');
    expect(poll('complete')).toBe('active');
    expect(poll('open')).toBe('pending');
    expect(poll('pending')).toBe('pending');
    expect(poll('expired')).toBe('failed');
    expect(poll('processing')).toBe('poll');
  });

  it('sells paid plans only', () => {
    expect(checkoutSessionBodySchema.safeParse({ plan_type: 'standard' }).success).toBe(true);
    expect(checkoutSessionBodySchema.safeParse({ plan_type: 'free' }).success).toBe(false);
    const badEmail = { plan_type: 'premium', email: 'nope' };
    expect(checkoutSessionBodySchema.safeParse(badEmail).success).toBe(false);
  });

  it('formats minor units in either currency', () => {
    expect(formatPrice(1200)).toBe('$12.00');
    expect(formatPrice(999, 'gbp')).toBe('£9.99');
  });
});
