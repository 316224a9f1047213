import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { outboxEmails } from '../../platform/db/schema';

export const OUTBOX_PAGE_SIZE = 50;

export function createOutboxRepository(db: Db) {
  return {
    /** The newest mails first. */
    latest: () =>
      db.select().from(outboxEmails).orderBy(desc(outboxEmails.created_at)).limit(OUTBOX_PAGE_SIZE),
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
