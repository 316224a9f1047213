import type { Plan } from '@cvforge/contracts';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/api-client';

/** Plans as the API returns them: deliberately out of order, with one inactive plan. */
export const planFixtures: Plan[] = [
  {
    id: 'plan-premium',
    slug: 'premium',
    name: 'Premium',
    description: 'For an active job search.',
    price: 1200,
    currency: 'usd',
    interval: 'month',
    prices: [
      { interval: 'week', amount: 699, currency: 'usd' },
      { interval: 'month', amount: 1200, currency: 'usd' },
    ],
    features: ['100 CV generations a month', 'All templates', 'AI improvements'],
    limits: { cv_generation: 100, cv_upload: 50, cv_edit_limit: 500, advanced_template: 3 },
    sort_order: 2,
    is_active: true,
  },
  {
    id: 'plan-free',
    slug: 'free',
    name: 'Free',
    description: 'Try the essentials.',
    price: 0,
    currency: 'usd',
    interval: 'month',
    prices: [],
    features: ['1 CV generation a month', 'Classic template'],
    limits: { cv_generation: 1, cv_upload: 1, cv_edit_limit: 5, advanced_template: 0 },
    sort_order: 0,
    is_active: true,
  },
  {
    id: 'plan-standard',
    slug: 'standard',
    name: 'Standard',
    description: 'A week of focused applications.',
    price: 499,
    currency: 'gbp',
    interval: 'week',
    prices: [{ interval: 'week', amount: 499, currency: 'gbp' }],
    features: ['10 CV generations a month', 'Modern templates'],
    limits: { cv_generation: 10, cv_upload: 10, cv_edit_limit: 50, advanced_template: 1 },
    sort_order: 1,
    is_active: true,
  },
  {
    id: 'plan-legacy',
    slug: 'standard',
    name: 'Legacy',
    description: 'No longer sold.',
    price: 999,
    currency: 'usd',
    interval: 'month',
    prices: [],
    features: [],
    limits: { cv_generation: 0, cv_upload: 0, cv_edit_limit: 0, advanced_template: 0 },
    sort_order: 3,
    is_active: false,
  },
];

export const plansHandlers = [
  http.get(apiUrl('/plans'), () => HttpResponse.json({ success: true, data: planFixtures })),
];
