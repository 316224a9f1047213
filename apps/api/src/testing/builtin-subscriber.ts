import { sql } from 'drizzle-orm';
import { subscriptionStatusSchema, usageInfoResponseSchema } from '@cvforge/contracts';
import type { TestApp } from './build-test-app';
import { registerTestUser } from './register-test-user';

const DAY_MS = 86_400_000;

/**
 * A new user who buys plans through the builtin test-mode checkout, with the calls the billing
 * tests make as that user and a way to move the subscription's period as if time had passed.
 */
export async function builtinSubscriber(app: TestApp) {
  const { authorization, user } = await registerTestUser(app);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization }, payload });

  return {
    authorization,
    userId: user.id,
    call,

    /** Checks out and pays with the test card that succeeds. */
    async subscribe(plan: 'standard' | 'premium', interval: 'week' | 'month' = 'month') {
      const started = await call('POST', '/payments/checkout-session', {
        plan_type: plan,
        interval,
      });
      const paid = await app.inject({
        method: 'POST',
        url: new URL(started.json().url).pathname,
        payload: { card_number: '4242424242424242' },
      });
      if (paid.statusCode !== 303) throw new Error(`checkout failed: ${paid.statusCode}`);
    },

    async status() {
      return subscriptionStatusSchema.parse(
        (await call('GET', '/payments/subscription-status')).json(),
      );
    },

    async usage() {
      return usageInfoResponseSchema.parse((await call('GET', '/user-usage/info')).json()).data;
    },

    /** Moves the subscription's period (and start) as if `startDaysAgo` days had passed. */
    async shiftPeriod(startDaysAgo: number, lengthDays: number) {
      const start = new Date(Date.now() - startDaysAgo * DAY_MS);
      const end = new Date(start.getTime() + lengthDays * DAY_MS);
      await app.database.db.execute(
        sql`update subscriptions set current_period_start = ${start}, current_period_end = ${end},
            started_at = ${start}, usage_period_start = ${start.toISOString().slice(0, 10)},
            scheduled_change_at = case when scheduled_plan_id is null then null else ${end}::timestamptz end
            where user_id = ${user.id}`,
      );
    },
  };
}
