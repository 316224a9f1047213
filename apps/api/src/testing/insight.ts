import { expect } from 'vitest';
import type { ServerNotification } from '@cvforge/contracts';
import { cvs } from '../platform/db/schema';
import type { TestApp } from './build-test-app';

/** Polls GET /notifications as the analytics pages do: by title and data.cv_id (docs/product.md §C4). */
export async function waitForNotification(
  app: TestApp,
  authorization: string,
  match: { cvId: string; title?: string; status?: string },
  timeoutMs = 20_000,
): Promise<ServerNotification> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      url: '/api/notifications?limit=100',
      headers: { authorization },
    });
    const { items } = response.json<{ data: { items: ServerNotification[] } }>().data;
    const found = items.find(
      (item) =>
        item.data?.cv_id === match.cvId &&
        (match.title === undefined || item.title === match.title) &&
        (match.status === undefined || item.data.status === match.status),
    );
    if (found) return found;
    expect(Date.now(), `no notification ${JSON.stringify(match)}`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A CV row in a given state, without going through the upload (e.g. still processing). */
export async function insertCv(
  app: TestApp,
  userId: string,
  values: Partial<typeof cvs.$inferInsert> = {},
) {
  const [row] = await app.database.db
    .insert(cvs)
    .values({ user_id: userId, title: 'Inserted CV', status: 'processing', ...values })
    .returning();
  if (!row) throw new Error('could not insert the CV');
  return row;
}
