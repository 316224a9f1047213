import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  type CoverLetterDownloadQuery,
  CV_ACTION_TOASTS,
  type CvContent,
  type CvDownloadQuery,
  type CvListQuery,
  type CvPreviewPagesQuery,
  type CvPreviewPagesRequest,
  type DownloadFormat,
  DUPLICATE_UPLOAD_WINDOW_SECONDS,
  RECENT_UPLOAD_MINUTES,
} from '@cvforge/contracts';
import { miniPreviewContent, normaliseCvContent } from '@cvforge/cv-model';
import type { Renderer } from '@cvforge/cv-render/worker';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../platform/db/errors';
import type { FileStore } from '../../platform/files';
import type { JobQueue } from '../../platform/queue/job-queue';
import type { UsageReceipt, UsageService } from '../usage/usage.service';
import type { CvRow, CvsRepository } from './cvs.repository';
import { renderTemplateId } from './cvs.content.rules';
import { checkedUpload, duplicateUploadError, type ReceivedUpload } from './cvs.upload';
import { PARSE_CV_QUEUE } from './cvs.jobs';

const CV_NOT_FOUND = 'CV not found';
const CV_NOT_READY_MESSAGE = CV_ACTION_TOASTS.cvNotReady.message;
export const CV_FAILED_MESSAGE = 'This CV could not be processed. Please upload it again.';
const NO_COVER_LETTER_MESSAGE = 'This CV has no cover letter.';
export const NO_ORIGINAL_MESSAGE = 'This CV has no uploaded file.';
const NOTHING_TO_PREVIEW_MESSAGE = 'This CV has no content to preview yet.';

interface CvsServiceDeps {
  repository: CvsRepository;
  fileStore: FileStore;
  jobQueue: JobQueue;
  usageService: UsageService;
  renderer: Renderer;
  /** Whether the CV has earlier contents, i.e. was ever edited (cvs.content.repository). */
  hasVersions: (userId: string, cvId: string) => Promise<boolean>;
  log: FastifyBaseLogger;
}

/** Rules of the CV library: ownership, the one default CV, upload quota, the parse job. */
export function createCvsService({
  repository,
  fileStore,
  jobQueue,
  usageService,
  renderer,
  hasVersions,
  log,
}: CvsServiceDeps) {
  async function owned(userId: string, id: string): Promise<CvRow> {
    const row = await repository.findOwned(userId, id);
    if (!row) throw AppError.notFound(CV_NOT_FOUND);
    return row;
  }

  async function downloadable(userId: string, id: string): Promise<CvRow> {
    const row = await owned(userId, id);
    if (row.status === 'processing') throw new AppError('CONFLICT', 409, CV_NOT_READY_MESSAGE);
    if (row.status === 'failed') throw new AppError('CONFLICT', 409, CV_FAILED_MESSAGE);
    return row;
  }

  /** An uploaded CV the user has neither edited (no versions) nor given a template. */
  async function isOriginal(row: CvRow, content: CvContent) {
    return (
      row.type === 'uploaded' &&
      !content.metadata.template_id.trim() &&
      !(await hasVersions(row.user_id, row.id))
    );
  }

  /** Held to what the plan allows now: a paid template kept after a downgrade renders as Classic. */
  async function templateFor(userId: string, templateId: string) {
    const { limits } = await usageService.getUsageInfo(userId);
    return renderTemplateId(templateId, limits.advanced_template ?? 0);
  }

  /**
   * A CV's pages as SVG, as its PDF download prints them: in the template asked for or the CV's
   * own, held to what the plan allows (a locked one as Classic), applied improvements marked.
   */
  async function typesetPages(
    userId: string,
    content: CvContent,
    { template, paper = 'A4', highlights }: Omit<CvPreviewPagesRequest, 'content'>,
  ) {
    const templateId = await templateFor(userId, template ?? content.metadata.template_id);
    const pages = await renderer.renderCvSvgPages(content, {
      templateId,
      paperSize: paper,
      highlights,
    });
    return { template_id: templateId, paper, pages };
  }

  async function insertUploaded(
    userId: string,
    storageKey: string,
    upload: ReceivedUpload,
    receipt: UsageReceipt,
  ) {
    const { file, fields } = checkedUpload(upload);
    const inserted = await repository
      .insertUpload(
        {
          user_id: userId,
          title: fields.title,
          description: fields.description || null,
          tags: fields.tags ?? [],
          file_name: file.fileName,
          file_size: file.size,
          file_type: 'application/pdf',
          content_sha256: file.sha256,
          upload_period_start: receipt.periodStart,
          storage_key: storageKey,
          status: 'processing',
          type: 'uploaded',
          is_default: fields.is_default ?? false,
        },
        fields.confirm_duplicate ? null : DUPLICATE_UPLOAD_WINDOW_SECONDS,
      )
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw new AppError(
          'CONFLICT',
          409,
          'Another CV became the default at the same time. Please try again.',
        );
      });
    if ('duplicate' in inserted) throw duplicateUploadError(inserted.duplicate);
    return inserted.inserted;
  }

  return {
    /** The account's stored files, for account deletion (users.service `AccountFiles`). */
    /** The one reading of which template a user's CV renders in (downloads, analyses, generation). */
    templateFor,
    /** Whether the PDF download sends the uploaded file as it is (what analyses judge the layout on). */
    sendsOriginal: isOriginal,
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
    /** The upload page after a reload: uploads still processing or just uploaded (decision 028). */
    recentUploads: (userId: string) => repository.listRecentUploads(userId, RECENT_UPLOAD_MINUTES),

    /**
     * Takes one upload from the quota first (atomically, so racing uploads cannot overspend
     * it), then lets `read` stream the file into the store. Anything failing before the record
     * exists — a duplicate the user has not confirmed included — gives the unit back and
     * removes the file.
     */
    async upload(userId: string, read: (storageKey: string) => Promise<ReceivedUpload>) {
      const receipt = await usageService.consume(userId, 'cv_upload');
      const storageKey = `cvs/${userId}/${crypto.randomUUID()}.pdf`;
      let row: CvRow;
      try {
        row = await insertUploaded(userId, storageKey, await read(storageKey), receipt);
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

    /**
     * GET /cv/{id}/download: the current content rendered in the CV's template, except an
     * uploaded CV never edited and given no template, which downloads as the file it was.
     */
    async openDownload(
      userId: string,
      id: string,
      { format, paper }: CvDownloadQuery,
    ): Promise<{ row: CvRow; format: DownloadFormat; body: Readable | Buffer }> {
      const row = await downloadable(userId, id);
      const content = normaliseCvContent(row.content ?? {});
      if (format === 'pdf' && row.storage_key && (await isOriginal(row, content))) {
        return { row, format, body: await fileStore.get(row.storage_key) };
      }
      if (!row.content) throw new AppError('CONFLICT', 409, CV_NOT_READY_MESSAGE);
      const template = await templateFor(userId, content.metadata.template_id);
      const body =
        format === 'docx'
          ? await renderer.renderCvDocx(content, { template, paperSize: paper })
          : await renderer.renderCvPdf(content, { templateId: template, paperSize: paper });
      return { row, format, body };
    },

    /** GET /cv/{id}/original: the PDF as uploaded, for the editor's source view (404 without one). */
    async openOriginal(userId: string, id: string) {
      const row = await downloadable(userId, id);
      if (!row.storage_key) throw AppError.notFound(NO_ORIGINAL_MESSAGE);
      return { row, body: await fileStore.get(row.storage_key) };
    },

    /**
     * GET /cv/{id}/preview-pages: the pages the PDF download prints (same content, template and
     * renderer), one SVG each, in the template asked for or the CV's own.
     */
    async previewPages(userId: string, id: string, { template, paper }: CvPreviewPagesQuery) {
      const row = await downloadable(userId, id);
      if (!row.content) throw new AppError('CONFLICT', 409, CV_NOT_READY_MESSAGE);
      return typesetPages(userId, normaliseCvContent(row.content), { template, paper });
    },

    /**
     * POST /cv/{id}/preview-pages: content not saved yet (the editor, the improvements page),
     * typeset as a download of it would print; nothing is stored and no edit is taken.
     */
    async previewPagesOf(userId: string, id: string, request: CvPreviewPagesRequest) {
      await downloadable(userId, id);
      return typesetPages(userId, normaliseCvContent(request.content), request);
    },

    /** GET /cv/{id}/thumbnail: the dashboard card's first page, lists capped (docs/product.md §C2). */
    async thumbnail(userId: string, id: string) {
      const row = await downloadable(userId, id);
      const content = miniPreviewContent(row.content);
      if (!content) throw AppError.notFound(NOTHING_TO_PREVIEW_MESSAGE);
      const { template_id, pages } = await typesetPages(userId, content, {});
      return { template_id, page: pages[0] ?? '' };
    },

    /** GET /cv/{id}/download-cover-letter: the letter as PDF in the CV's template. */
    async openCoverLetter(userId: string, id: string, { paper }: CoverLetterDownloadQuery) {
      const row = await downloadable(userId, id);
      const content = normaliseCvContent(row.content ?? {});
      const letter = content.sections.find((section) => section.type === 'cover_letter');
      const text =
        letter?.type === 'cover_letter' ? letter.content.cover_letter.content.trim() : '';
      if (!text) throw AppError.notFound(NO_COVER_LETTER_MESSAGE);
      const template = await templateFor(userId, content.metadata.template_id);
      const body = await renderer.renderCoverLetterPdf({
        content,
        letter: text,
        template,
        paperSize: paper,
      });
      return { row, body };
    },
  };
}
export type CvsService = ReturnType<typeof createCvsService>;
