import { PLAN_SEEDS } from '@cvforge/contracts';
import type { Db } from './client';
import { plans } from './schema';

/** Inserts the plans that are missing; never overwrites an operator's edits. */
export async function seed(db: Db) {
  await db.insert(plans).values(PLAN_SEEDS).onConflictDoNothing({ target: plans.slug });
}
