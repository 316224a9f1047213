import type { z } from 'zod';
import {
  BUILT_IN_TEMPLATES,
  type BuiltInTemplateId,
  type CvContent,
  cvContentSchema,
  isTemplateLocked,
  PREMIUM_TEMPLATE_MESSAGE,
  REQUIRED_SECTION_HIDDEN_MESSAGE,
  templateTextFields,
  templateTextMessage,
} from '@cvforge/contracts';
import { cleanContent, isRequiredSectionType, resolveSectionType } from '@cvforge/cv-model';
import { AppError } from '../../http/app-error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function validationError(message: string, issues: z.core.$ZodIssue[] = []) {
  return new AppError('VALIDATION_ERROR', 400, message, {
    issues: issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}

/**
 * Content as sent by the editor → the canonical content to store. Refuses hiding a required
 * section (the normaliser would silently show it again), takes the section order from the
 * array position (docs/product.md §C4: "order renumbered from 0"), removes UI markers, then validates
 * with the contracts schema.
 */
export function contentToSave(raw: Record<string, unknown>): CvContent {
  if (raw.sections !== undefined && !Array.isArray(raw.sections))
    throw validationError('The CV content is not valid: sections must be a list');
  const sections = Array.isArray(raw.sections) ? (raw.sections as unknown[]) : [];
  const hidesRequired = sections.some((section) => {
    if (!isRecord(section) || section.is_visible !== false) return false;
    const type = resolveSectionType(section.type);
    return type !== undefined && isRequiredSectionType(type);
  });
  if (hidesRequired) throw validationError(REQUIRED_SECTION_HIDDEN_MESSAGE);
  const renumbered = {
    ...raw,
    sections: sections.map((section, index) =>
      isRecord(section) ? { ...section, order: index } : section,
    ),
  };
  const parsed = cvContentSchema.safeParse(
    cleanContent(Array.isArray(raw.sections) ? renumbered : raw),
  );
  if (!parsed.success) throw validationError('The CV content is not valid', parsed.error.issues);
  assertNoTemplateText(parsed.data);
  return parsed.data;
}

/**
 * Refuses content holding unfilled template text ("[what you did]"), naming the first field
 * (docs/decisions/032-no-placeholders.md); the detail lists every such field.
 */
export function assertNoTemplateText(content: CvContent) {
  const fields = templateTextFields(content);
  const [first] = fields;
  if (!first) return;
  throw new AppError('VALIDATION_ERROR', 400, templateTextMessage(first.label, first.slot), {
    issues: fields.map((field) => ({
      path: field.path.join('.'),
      message: templateTextMessage(field.label, field.slot),
    })),
  });
}

/** The built-in template a content's template_id names (if any), and whether the plan locks it. */
function namedTemplate(templateId: string, advancedTemplateLimit: number) {
  const id = templateId.trim().toLowerCase();
  const template = BUILT_IN_TEMPLATES.find((t) => t.id === id);
  return (
    template && {
      id: template.id,
      locked: isTemplateLocked(template.category, advancedTemplateLimit),
    }
  );
}

/** docs/product.md §C4 "Template restriction", enforced on the server: 402, never 403 (the web logs out). */
export function assertTemplateAllowed(templateId: string, advancedTemplateLimit: number) {
  const template = namedTemplate(templateId, advancedTemplateLimit);
  if (template?.locked) {
    throw new AppError('LIMIT_EXCEEDED', 402, PREMIUM_TEMPLATE_MESSAGE, {
      template_id: template.id,
      upgrade_url: '/pricing',
    });
  }
}

/**
 * The template a download is rendered in: the one the content names when the plan allows it,
 * else Classic (an unknown or empty id, or a paid template kept after a downgrade).
 */
export function renderTemplateId(
  templateId: string,
  advancedTemplateLimit: number,
): BuiltInTemplateId {
  const template = namedTemplate(templateId, advancedTemplateLimit);
  return template && !template.locked ? template.id : 'classic';
}

export function sectionCount(content: unknown): number {
  return isRecord(content) && Array.isArray(content.sections) ? content.sections.length : 0;
}
