import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { CV_ACTION_TOASTS, type CvListQuery, uploadCvFieldsSchema } from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../platform/db/errors';
import type { FileStore } from '../../platform/files';
import type { JobQueue } from '../../platform/queue/job-queue';
import type { UsageService } from '../usage/usage.service';
import type { CvRow, CvsRepository } from './cvs.repository';
import type { ReceivedUpload } from './cvs.upload';
import { PARSE_CV_QUEUE } from './cvs.jobs';

const CV_NOT_FOUND = 'CV not found';

interface CvsServiceDeps {
  repository: CvsRepository;
  fileStore: FileStore;
  jobQueue: JobQueue;
  usageService: UsageService;
  log: FastifyBaseLogger;
}

/** Rules of the CV library: ownership, the one default CV, upload quota, the parse job. */
export function createCvsService({
  repository,
  fileStore,
  jobQueue,
  usageService,
  log,
}: CvsServiceDeps) {
  async function owned(userId: string, id: string): Promise<CvRow> {
    const row = await repository.findOwned(userId, id);
    if (!row) throw AppError.notFound(CV_NOT_FOUND);
    return row;
  }

  async function insertUploaded(userId: string, storageKey: string, upload: ReceivedUpload) {
    if (!upload.file)
      throw new AppError('VALIDATION_ERROR', 400, 'Please choose a PDF file to upload');
    const fields = uploadCvFieldsSchema.safeParse({
      ...upload.fields,
      title: upload.fields.title ?? '',
    });
    if (!fields.success) {
      const [first] = fields.error.issues;
      throw new AppError('VALIDATION_ERROR', 400, first?.message ?? 'Invalid upload', {
        issues: fields.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      });
    }
    try {
      return await repository.insert({
        user_id: userId,
        title: fields.data.title,
        description: fields.data.description || null,
        tags: fields.data.tags ?? [],
        file_name: upload.file.fileName,
        file_size: upload.file.size,
        file_type: 'application/pdf',
        storage_key: storageKey,
        status: 'processing',
        type: 'uploaded',
        is_default: fields.data.is_default ?? false,
        uploaded_at: new Date(),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError(
        'CONFLICT',
        409,
        'Another CV became the default at the same time. Please try again.',
      );
    }
  }

  return {
    /** The account's stored files, for account deletion (users.service `AccountFiles`). */
    accountFiles: {
      keysOf: (userId: string) => repository.storageKeysOf(userId),
      async remove(keys: string[]) {
        for (const key of keys) {
          await fileStore.delete(key).catch((error: unknown) => {
            log.warn({ err: error, key }, 'could not delete a stored file');
          });
        }
      },
    },

    async list(userId: string, { page, size }: CvListQuery) {
      const { rows, total } = await repository.listPage(userId, { page, size });
      return { rows, total, page, size, pages: Math.ceil(total / size) };
    },
    get: owned,
    picker: (userId: string) => repository.listUsable(userId),

    /**
     * Takes one upload from the quota first (atomically, so racing uploads cannot overspend
     * it), then lets `read` stream the file into the store. Anything failing before the record
     * exists gives the unit back and removes the file.
     */
    async upload(userId: string, read: (storageKey: string) => Promise<ReceivedUpload>) {
      const receipt = await usageService.consume(userId, 'cv_upload');
      const storageKey = `cvs/${userId}/${crypto.randomUUID()}.pdf`;
      let row: CvRow;
      try {
        row = await insertUploaded(userId, storageKey, await read(storageKey));
      } catch (error) {
        await usageService.refund(userId, 'cv_upload', receipt);
        await fileStore
          .delete(storageKey)
          .catch((err: unknown) => log.warn({ err }, 'upload cleanup failed'));
        throw error;
      }
      // The job id is the CV id: a CV has at most one parse job, and the start-up sweep
      // (recoverStuckCvs) can re-send it safely if this send is lost.
      await jobQueue
        .send(PARSE_CV_QUEUE.name, { cvId: row.id }, { id: row.id })
        .catch((err: unknown) =>
          log.error({ err, cvId: row.id }, 'parse job not enqueued; recovered on next start'),
        );
      return row;
    },

    async remove(userId: string, id: string) {
      const row = await owned(userId, id);
      if (row.is_default)
        throw new AppError('CONFLICT', 409, CV_ACTION_TOASTS.cannotDeleteDefault.message);
      const deleted = await repository.deleteOwned(userId, id);
      if (deleted?.storage_key) {
        await fileStore
          .delete(deleted.storage_key)
          .catch((err: unknown) => log.warn({ err }, 'stored CV file not deleted'));
      }
    },

    /** Idempotent: setting the current default again changes nothing. */
    async setDefault(userId: string, id: string) {
      const row = await owned(userId, id);
      if (row.is_default) return row;
      // Two set-defaults racing: the partial unique index refuses the second; one retry wins.
      const moved = await repository.setDefault(userId, id).catch((error: unknown) => {
        if (isUniqueViolation(error)) return repository.setDefault(userId, id);
        throw error;
      });
      if (!moved) throw AppError.notFound(CV_NOT_FOUND);
      return row;
    },

    async openDownload(userId: string, id: string): Promise<{ row: CvRow; stream: Readable }> {
      const row = await owned(userId, id);
      if (!row.storage_key) throw AppError.notFound('This CV has no file to download yet');
      return { row, stream: await fileStore.get(row.storage_key) };
    },
  };
}
export type CvsService = ReturnType<typeof createCvsService>;
