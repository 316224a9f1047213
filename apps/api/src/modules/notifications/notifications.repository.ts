import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { notifications } from '../../platform/db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'user_id' | 'event_id' | 'title' | 'message' | 'data'
>;

/** Every query is scoped to one user: no method reads or changes another user's rows. */
export function createNotificationsRepository(db: Db) {
  const ownedBy = (userId: string) => eq(notifications.user_id, userId);

  return {
    /** Inserts once per event id; a retried job writing the same event changes nothing. */
    async insertOnce(values: NewNotification): Promise<void> {
      await db.insert(notifications).values(values).onConflictDoNothing({
        target: notifications.event_id,
      });
    },

    listNewestFirst(userId: string, { limit, offset }: { limit: number; offset: number }) {
      return db
        .select()
        .from(notifications)
        .where(ownedBy(userId))
        .orderBy(desc(notifications.created_at), desc(notifications.id))
        .limit(limit)
        .offset(offset);
    },

    async countUnread(userId: string): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(ownedBy(userId), eq(notifications.is_read, false)));
      return row?.unread ?? 0;
    },

    /** False when the user has no notification with this id. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ is_read: true })
        .where(and(ownedBy(userId), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ is_read: true })
        .where(and(ownedBy(userId), eq(notifications.is_read, false)));
    },

    async deleteAll(userId: string): Promise<void> {
      await db.delete(notifications).where(ownedBy(userId));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
