import {
  type BuiltInTemplateId,
  type CvContent,
  createManualCvBodySchema,
  type CvVersion,
  type GeneratedCvRecord,
} from '@cvforge/contracts';
import { manualPayloadToCvContent, normaliseCvContent } from '@cvforge/cv-model';
import { AppError } from '../../http/app-error';
import type { UsageService } from '../usage/usage.service';
import type { CvContentRepository } from './cvs.content.repository';
import type { CvEditAllowance } from './cvs.edit-allowance';
import {
  assertTemplateAllowed,
  assertNoTemplateText,
  contentToSave,
  sectionCount,
  validationError,
} from './cvs.content.rules';
import { CV_FAILED_MESSAGE, type CvsService } from './cvs.service';

interface CvContentServiceDeps {
  repository: CvContentRepository;
  cvsService: CvsService;
  usageService: UsageService;
  editAllowance: CvEditAllowance;
  /** The generated-CV record of a CV (modules/generation), null for others. */
  generatedRecordOf: (cvId: string) => Promise<GeneratedCvRecord | null>;
}

const STILL_PROCESSING = 'This CV is still being processed. Please try again in a moment.';

/** Manual CVs, editing, saving with versions, restore and preview (docs/product.md §C5, §C7). */
export function createCvContentService({
  repository,
  cvsService,
  usageService,
  editAllowance,
  generatedRecordOf,
}: CvContentServiceDeps) {
  async function checkTemplate(userId: string, templateId: string) {
    if (!templateId.trim()) return;
    const { limits } = await usageService.getUsageInfo(userId);
    assertTemplateAllowed(templateId, limits.advanced_template ?? 0);
  }

  /** Every content write of this service takes its edit through the one allowance check. */
  function store(userId: string, id: string, content: CvContent, doubts?: Record<string, number>) {
    return editAllowance.charge(userId, id, async () => {
      const row = await repository.saveContent(userId, id, content, doubts);
      if (!row) throw AppError.notFound('CV not found');
      return content;
    });
  }

  return {
    /**
     * POST /cv/manual: `{content, title?, is_default?}` or the form data on its own. Stored as a
     * processed CV of type `generated` (docs/decisions/005-manual-cvs.md); takes one edit
     * (docs/decisions/015-edit-limit.md).
     */
    async createManual(userId: string, body: Record<string, unknown>) {
      const parsed = createManualCvBodySchema.safeParse(
        'content' in body ? body : { content: body },
      );
      if (!parsed.success) {
        const [first] = parsed.error.issues;
        throw validationError(first?.message ?? 'Invalid CV data', parsed.error.issues);
      }
      const { content: form, title, is_default } = parsed.data;
      const content = manualPayloadToCvContent(form);
      assertNoTemplateText(content);
      const name = content.personal_info.name.trim();
      return editAllowance.chargeNew(userId, () =>
        repository.insertCv({
          user_id: userId,
          title: title ?? `${name} CV`,
          status: 'processed',
          type: 'generated',
          is_default: is_default ?? false,
          content,
        }),
      );
    },

    /** GET /cv/{id}/original: the uploaded PDF the edit's source regions point into. */
    original: (userId: string, id: string) => cvsService.openOriginal(userId, id),

    async edit(userId: string, id: string) {
      const row = await cvsService.get(userId, id);
      if (row.status === 'processing') throw new AppError('CONFLICT', 409, STILL_PROCESSING);
      return {
        content: normaliseCvContent(row.content ?? {}),
        confidence: row.parse_confidence,
        reasons: row.parse_reasons,
        printed: row.parse_printed,
        sources: row.parse_sources,
      };
    },

    /** PUT /cv/{id}/update and /cv/{cvId}/content (which may also send the open doubts). */
    async save(
      userId: string,
      id: string,
      raw: Record<string, unknown>,
      doubts?: Record<string, number>,
    ) {
      await cvsService.get(userId, id);
      const content = contentToSave(raw);
      await checkTemplate(userId, content.metadata.template_id);
      return store(userId, id, content, doubts);
    },

    async versions(userId: string, id: string): Promise<CvVersion[]> {
      await cvsService.get(userId, id);
      const rows = await repository.listVersions(userId, id);
      return rows.map((row) => ({
        id: row.id,
        created_at: row.created_at.toISOString(),
        section_count: sectionCount(row.content),
      }));
    },

    /** The current content becomes a version first. */
    async restore(userId: string, id: string, versionId: string) {
      await cvsService.get(userId, id);
      const version = await repository.findVersion(userId, id, versionId);
      if (!version) throw AppError.notFound('Version not found');
      const content = normaliseCvContent(version.content);
      await checkTemplate(userId, content.metadata.template_id);
      return store(userId, id, content);
    },

    /** PUT /cv/{id}/template: makes no version. */
    async setTemplate(userId: string, id: string, templateId: BuiltInTemplateId) {
      const row = await cvsService.get(userId, id);
      if (row.status === 'processing') throw new AppError('CONFLICT', 409, STILL_PROCESSING);
      if (!row.content) throw new AppError('CONFLICT', 409, CV_FAILED_MESSAGE);
      await checkTemplate(userId, templateId);
      return editAllowance.charge(userId, id, async () => {
        if (!(await repository.setTemplate(userId, id, templateId)))
          throw AppError.notFound('CV not found');
        return templateId;
      });
    },

    async preview(userId: string, id: string) {
      const row = await cvsService.get(userId, id);
      const content = row.content ? normaliseCvContent(row.content) : null;
      return {
        id: row.id,
        title: row.title,
        status: row.status,
        type: row.type,
        file_name: row.file_name,
        preview_content: content,
        // The latest ATS score: the full report's, or the quick one every processed upload gets.
        ats_analytics: row.ats_score === null ? null : { atsScore: row.ats_score },
        template_id: content?.metadata.template_id || null,
        // The header card of a generated CV: role, company, match score, generated date.
        ...(await generatedRecordOf(row.id)),
      };
    },
  };
}
export type CvContentService = ReturnType<typeof createCvContentService>;
