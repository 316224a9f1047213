import type { Db } from '../../platform/db';
import { AppError } from '../../http/app-error';
import type { UsageService } from '../usage/usage.service';
import { createEditSessionsRepository } from './cvs.edit-sessions.repository';

/**
 * How long one cv_edit_limit unit covers a CV's saves (docs/decisions/015-edit-limit.md): the
 * editor auto-saves within 100 ms of each change, so one sitting is one edit, not one per key.
 */
export const EDIT_SESSION_MINUTES = 30;

/**
 * THE cv_edit_limit check: every write that saves a CV's content goes through `charge` (editor
 * saves, manual create, restore, template switch, applied improvements). The first write of an
 * editing session takes one unit — or answers 402 LIMIT_EXCEEDED and writes nothing — and later
 * writes to the same CV within EDIT_SESSION_MINUTES are covered by it. A write that fails gives
 * its unit back.
 */
export function createCvEditAllowance({
  db,
  usageService,
}: {
  db: Db;
  usageService: UsageService;
}) {
  const sessions = createEditSessionsRepository(db, EDIT_SESSION_MINUTES);

  async function paid<T>(userId: string, cvId: string | undefined, write: () => Promise<T>) {
    let receipt;
    try {
      receipt = await usageService.consume(userId, 'cv_edit_limit');
    } catch (error) {
      if (cvId) await sessions.cancel(userId, cvId);
      throw error;
    }
    try {
      return await write();
    } catch (error) {
      await usageService.refund(userId, 'cv_edit_limit', receipt);
      if (cvId) await sessions.cancel(userId, cvId);
      throw error;
    }
  }

  return {
    /** Saves to an existing CV of the user (404 for another user's or a missing CV). */
    async charge<T>(userId: string, cvId: string, write: () => Promise<T>): Promise<T> {
      const session = await sessions.start(userId, cvId);
      if (session === 'missing') throw AppError.notFound('CV not found');
      if (session === 'running') return write();
      return paid(userId, cvId, write);
    },

    /** Creates a CV with content: one unit, and the new CV's editing session starts with it. */
    async chargeNew<T extends { id: string }>(userId: string, create: () => Promise<T>) {
      const row = await paid(userId, undefined, create);
      await sessions.start(userId, row.id);
      return row;
    },
  };
}
export type CvEditAllowance = ReturnType<typeof createCvEditAllowance>;
