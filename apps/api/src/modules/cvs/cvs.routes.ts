import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coverLetterDownloadQuerySchema,
  cvDetailResponseSchema,
  cvDownloadQuerySchema,
  cvListQuerySchema,
  cvListResponseSchema,
  cvPickerResponseSchema,
  cvPreviewPagesQuerySchema,
  cvPreviewPagesRequestSchema,
  cvPreviewPagesResponseSchema,
  cvStatusResponseSchema,
  cvThumbnailResponseSchema,
  defaultCvUpdatedToast,
  deleteCvResponseSchema,
  DOWNLOAD_CONTENT_TYPES,
  type GeneratedCvRecord,
  idParamsSchema,
  recentUploadsResponseSchema,
  setDefaultCvResponseSchema,
  UPLOAD_MESSAGES,
  uploadCvResponseSchema,
} from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import type { FileStore } from '../../platform/files';
import {
  contentDispositionFor,
  toCvDetail,
  toCvListItem,
  toCvPickerItem,
  toRecentUpload,
} from './cvs.dto';
import type { CvsService } from './cvs.service';
import { receiveUpload, UPLOAD_LIMITS } from './cvs.upload';

/** docs/product.md §C7, the CV library calls. Another user's CV id answers 404 like a missing one. */
export const cvsRoutes: FastifyPluginAsyncZod<{
  cvsService: CvsService;
  fileStore: FileStore;
  /** The generated-CV record of a CV (modules/generation), null for others. */
  generatedRecordOf: (cvId: string) => Promise<GeneratedCvRecord | null>;
}> = async (app, { cvsService, fileStore, generatedRecordOf }) => {
  // Registered here only: multipart bodies are accepted by the upload route and nowhere else.
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['cvs'], security: [{ bearerAuth: [] }] };
  const byId = { ...common, params: idParamsSchema };

  app.post(
    '/cv',
    {
      schema: {
        ...common,
        summary:
          'Uploads a PDF CV (multipart: file, title, description, tags, is_default, confirm_duplicate). The same file uploaded within a minute answers 409 CONFLICT with detail.duplicate_upload, unless confirm_duplicate is true',
        consumes: ['multipart/form-data'],
        response: { 200: uploadCvResponseSchema },
      },
    },
    async (request) => {
      const row = await cvsService.upload(requireUserId(request), (key) =>
        receiveUpload(request, fileStore, key),
      );
      return {
        success: true as const,
        message: UPLOAD_MESSAGES.success,
        data: {
          id: row.id,
          fileName: row.file_name ?? '',
          status: row.status,
          fileSize: row.file_size,
        },
      };
    },
  );

  app.get(
    '/cv/list',
    {
      schema: {
        ...common,
        summary: "The user's CVs, recently updated first",
        querystring: cvListQuerySchema,
        response: { 200: cvListResponseSchema },
      },
    },
    async (request) => {
      const { rows, ...page } = await cvsService.list(requireUserId(request), request.query);
      return { cvs: rows.map(toCvListItem), ...page };
    },
  );

  app.get(
    '/cv/recent-uploads',
    {
      schema: {
        ...common,
        summary:
          "The user's uploads still processing or uploaded in the last minutes, newest first (the upload page after a reload)",
        response: { 200: recentUploadsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: (await cvsService.recentUploads(requireUserId(request))).map(toRecentUpload),
    }),
  );

  app.get(
    '/cv/picker-list',
    {
      schema: {
        ...common,
        summary: 'CVs to choose from (failed ones left out)',
        response: { 200: cvPickerResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: (await cvsService.picker(requireUserId(request))).map(toCvPickerItem),
    }),
  );

  app.get(
    '/cv/:id',
    {
      schema: {
        ...byId,
        summary: 'One CV with its content',
        response: { 200: cvDetailResponseSchema },
      },
    },
    async (request) => {
      const row = await cvsService.get(requireUserId(request), request.params.id);
      return { success: true as const, data: toCvDetail(row, await generatedRecordOf(row.id)) };
    },
  );

  app.get(
    '/cv/:id/status',
    {
      schema: {
        ...byId,
        summary: "A CV's processing status",
        response: { 200: cvStatusResponseSchema },
      },
    },
    async (request) => {
      const row = await cvsService.get(requireUserId(request), request.params.id);
      const data = {
        id: row.id,
        status: row.status,
        ats_score: row.ats_score,
        failure_reason: row.failure_reason,
      };
      return { success: true as const, data };
    },
  );

  app.delete(
    '/cv/:id',
    {
      schema: {
        ...byId,
        summary: 'Deletes a CV and its file (not the default CV)',
        response: { 200: deleteCvResponseSchema },
      },
    },
    async (request) => {
      await cvsService.remove(requireUserId(request), request.params.id);
      return { success: true as const, message: 'CV Deleted' };
    },
  );

  app.post(
    '/cv/:id/set-default',
    {
      schema: {
        ...byId,
        summary: 'Makes this CV the default one',
        response: { 200: setDefaultCvResponseSchema },
      },
    },
    async (request) => {
      const row = await cvsService.setDefault(requireUserId(request), request.params.id);
      return { success: true as const, message: defaultCvUpdatedToast(row.title).message ?? '' };
    },
  );

  app.get(
    '/cv/:id/download',
    {
      schema: {
        ...byId,
        querystring: cvDownloadQuerySchema,
        summary:
          'The CV rendered in its template as PDF or DOCX (an uploaded CV never edited: its original PDF)',
      },
    },
    async (request, reply) => {
      const { row, format, body } = await cvsService.openDownload(
        requireUserId(request),
        request.params.id,
        request.query,
      );
      return reply
        .type(DOWNLOAD_CONTENT_TYPES[format])
        .header('content-disposition', contentDispositionFor(row.title, format))
        .send(body);
    },
  );

  app.get(
    '/cv/:id/preview-pages',
    {
      schema: {
        ...byId,
        querystring: cvPreviewPagesQuerySchema,
        summary: "The CV's pages as its PDF prints them, one SVG document each",
        response: { 200: cvPreviewPagesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cvsService.previewPages(requireUserId(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/cv/:id/preview-pages',
    {
      schema: {
        ...byId,
        body: cvPreviewPagesRequestSchema,
        summary: 'Content not saved yet as its PDF would print it, one SVG document per page',
        response: { 200: cvPreviewPagesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cvsService.previewPagesOf(
        requireUserId(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/cv/:id/thumbnail',
    {
      schema: {
        ...byId,
        summary: "The CV's first page in its template, lists capped as the dashboard shows them",
        response: { 200: cvThumbnailResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cvsService.thumbnail(requireUserId(request), request.params.id),
    }),
  );

  app.get(
    '/cv/:id/download-cover-letter',
    {
      schema: {
        ...byId,
        querystring: coverLetterDownloadQuerySchema,
        summary: "The CV's cover letter as PDF in the CV's template",
      },
    },
    async (request, reply) => {
      const { row, body } = await cvsService.openCoverLetter(
        requireUserId(request),
        request.params.id,
        request.query,
      );
      return reply
        .type(DOWNLOAD_CONTENT_TYPES.pdf)
        .header('content-disposition', contentDispositionFor(`${row.title} - Cover Letter`, 'pdf'))
        .send(body);
    },
  );
};
