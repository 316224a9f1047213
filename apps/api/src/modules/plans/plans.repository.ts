import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { plans } from '../../platform/db/schema';

export function createPlansRepository(db: Db) {
  return {
    listActive: () =>
      db.select().from(plans).where(eq(plans.is_active, true)).orderBy(asc(plans.sort_order)),
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;
