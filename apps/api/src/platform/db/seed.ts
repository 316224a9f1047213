import type { Plan } from '@cvforge/contracts';
import type { Db } from './client';
import { plans } from './schema';

type PlanSeed = Omit<Plan, 'id'>;

/**
 * The three plans of docs/product.md §P1/§P9. Prices are in minor units; sort_order 1 is the
 * trial-style weekly tier, sort_order 2 the popular monthly tier ("Pro plan at 12 dollars a month").
 */
export const PLAN_SEEDS: PlanSeed[] = [
  {
    slug: 'free',
    name: 'Free',
    description: 'Everything you need to try cvforge on one job application.',
    price: 0,
    currency: 'usd',
    interval: 'month',
    prices: [{ interval: 'month', amount: 0, currency: 'usd' }],
    features: [
      '3 CV uploads per month',
      '3 tailored CV generations per month',
      '10 CV edits per month',
      'Classic template',
      'ATS score with evidence',
    ],
    limits: { cv_generation: 3, cv_upload: 3, cv_edit_limit: 10, advanced_template: 0 },
    sort_order: 0,
    is_active: true,
  },
  {
    slug: 'standard',
    name: 'Standard',
    description: 'A focused week of applications, with every template.',
    price: 499,
    currency: 'usd',
    interval: 'week',
    prices: [
      { interval: 'week', amount: 499, currency: 'usd' },
      { interval: 'month', amount: 1599, currency: 'usd' },
    ],
    features: [
      '20 CV uploads per month',
      '20 tailored CV generations per month',
      '100 CV edits per month',
      'Modern and Creative templates',
      'Career analytics and AI improvements',
      'Cover letters',
    ],
    limits: { cv_generation: 20, cv_upload: 20, cv_edit_limit: 100, advanced_template: 1 },
    sort_order: 1,
    is_active: true,
  },
  {
    slug: 'premium',
    name: 'Pro',
    description: 'For a serious job search: the most generations and every insight.',
    price: 1200,
    currency: 'usd',
    interval: 'month',
    prices: [
      { interval: 'week', amount: 399, currency: 'usd' },
      { interval: 'month', amount: 1200, currency: 'usd' },
    ],
    features: [
      '100 CV uploads per month',
      '100 tailored CV generations per month',
      '1,000 CV edits per month',
      'Modern and Creative templates',
      'Career analytics and AI improvements',
      'Cover letters',
      'Priority processing',
    ],
    limits: { cv_generation: 100, cv_upload: 100, cv_edit_limit: 1000, advanced_template: 2 },
    sort_order: 2,
    is_active: true,
  },
];

/** Inserts the plans that are missing; never overwrites an operator's edits. */
export async function seed(db: Db) {
  await db.insert(plans).values(PLAN_SEEDS).onConflictDoNothing({ target: plans.slug });
}
