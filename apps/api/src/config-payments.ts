import { z } from 'zod';

/**
 * Payments (README "Configuration", docs/decisions/007-billing.md). With STRIPE_SECRET_KEY set
 * the Stripe adapter is used, otherwise the built-in test-mode checkout; PAYMENT_PROVIDER forces
 * one. STRIPE_API_URL points the Stripe client at a test server.
 */
export const paymentsConfigShape = {
  PAYMENT_PROVIDER: z.enum(['builtin', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How long a past_due subscription keeps its plan. */
  PAYMENT_GRACE_DAYS: z.coerce.number().int().min(0).default(7),
};

type PaymentsEnv = Partial<
  Record<'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET', string>
>;

export function checkPaymentsConfig(env: PaymentsEnv, ctx: z.RefinementCtx) {
  if (paymentProviderOf(env) !== 'stripe') return;
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required for Stripe' });
  }
}

/** The adapter in use: as forced, else Stripe when its key is set. */
export function paymentProviderOf(env: PaymentsEnv): 'builtin' | 'stripe' {
  return (env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'builtin')) as
    'builtin' | 'stripe';
}
