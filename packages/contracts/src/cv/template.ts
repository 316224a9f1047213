import { z } from 'zod';
import { successResponse } from '../common';

export const TEMPLATE_CATEGORIES = ['classic', 'modern', 'creative'] as const;
export const templateCategorySchema = z.enum(TEMPLATE_CATEGORIES);
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

export const PAPER_SIZES = ['A4', 'Letter'] as const;
export const paperSizeSchema = z.enum(PAPER_SIZES);
export type PaperSize = z.infer<typeof paperSizeSchema>;

/** Template ids are slugs ('classic', 'modern', 'creative'), not UUIDs. */
export const templateIdSchema = z.string().min(1).max(64);

/** docs/product.md §C3 "Template". */
export const templateSchema = z.object({
  id: templateIdSchema,
  name: z.string(),
  description: z.string(),
  category: templateCategorySchema,
  paper_sizes: z.array(paperSizeSchema).default(['A4', 'Letter']),
  supports_photo: z.boolean().default(false),
  /** BCP 47 tags, e.g. 'en-GB'. */
  locales: z.array(z.string()).default(['en']),
  /** Paid plans only (the free plan allows 0 advanced templates). */
  is_premium: z.boolean().default(false),
});
export type Template = z.infer<typeof templateSchema>;

/** GET /templates answers data.templates. */
export const templatesResponseSchema = successResponse(
  z.object({ templates: z.array(templateSchema) }),
);
export type TemplatesResponse = z.infer<typeof templatesResponseSchema>;

/** GET /templates/{id}. */
export const templateParamsSchema = z.object({ id: templateIdSchema });
export const templateResponseSchema = successResponse(templateSchema);
export type TemplateResponse = z.infer<typeof templateResponseSchema>;

/** The only template of the free plan. */
export const FREE_TEMPLATE_CATEGORY: TemplateCategory = 'classic';

/** Non-classic templates are locked when the plan allows 0 advanced templates. */
export function isTemplateLocked(category: TemplateCategory, advancedTemplateLimit: number) {
  return category !== FREE_TEMPLATE_CATEGORY && advancedTemplateLimit <= 0;
}

/**
 * The built-in templates: what GET /templates serves, what the renderers draw (cv-render) and
 * what the wizard falls back to when GET /templates gives none.
 */
export const BUILT_IN_TEMPLATES = [
  {
    id: 'modern',
    name: 'Modern',
    description: 'Single column with a teal accent and a refined header',
    category: 'modern',
    paper_sizes: ['A4', 'Letter'],
    supports_photo: true,
    locales: ['en'],
    is_premium: true,
  },
  {
    id: 'classic',
    name: 'Classic',
    description: 'Traditional single-column layout in black and white, safest for ATS',
    category: 'classic',
    paper_sizes: ['A4', 'Letter'],
    supports_photo: false,
    locales: ['en'],
    is_premium: false,
  },
  {
    id: 'creative',
    name: 'Creative',
    description: 'Bold violet header band, accent headings and an optional photo',
    category: 'creative',
    paper_sizes: ['A4', 'Letter'],
    supports_photo: true,
    locales: ['en'],
    is_premium: true,
  },
] as const satisfies readonly Template[];

/** When loading templates errors, only Modern is offered (the spec's second reading). */
export const ERROR_FALLBACK_TEMPLATES = BUILT_IN_TEMPLATES.filter((t) => t.id === 'modern');

/** The server refuses saving content with a locked template (docs/product.md §C4 "Template restriction"). */
export const PREMIUM_TEMPLATE_MESSAGE = 'Modern and Creative templates need a paid plan.';

/** The ids a CV's content.metadata.template_id may be set to. */
export const BUILT_IN_TEMPLATE_IDS = ['classic', 'modern', 'creative'] as const;
export const builtInTemplateIdSchema = z.enum(BUILT_IN_TEMPLATE_IDS);
export type BuiltInTemplateId = z.infer<typeof builtInTemplateIdSchema>;

/** PUT /cv/{id}/template: picks the CV's template (no edit taken, no version made). */
export const updateCvTemplateRequestSchema = z.object({ template_id: builtInTemplateIdSchema });
export type UpdateCvTemplateRequest = z.infer<typeof updateCvTemplateRequestSchema>;

export const updateCvTemplateResponseSchema = successResponse(
  z.object({ template_id: builtInTemplateIdSchema }),
);
export type UpdateCvTemplateResponse = z.infer<typeof updateCvTemplateResponseSchema>;
