import { z } from 'zod';
import { successResponse } from '../common';
import { sectionTypeSchema } from './content';
import { cvSectionRefSchema } from './cv';

/** GET /cv/{id}/sections (shape not shown): the CV's sections in their order. */
export const cvSectionsResponseSchema = successResponse(z.array(cvSectionRefSchema));
export type CvSectionsResponse = z.infer<typeof cvSectionsResponseSchema>;

/**
 * One row of the wizard's section management: a section of the CV, or one of the default
 * catalogue the CV lacks (`in_cv` false), with whether it is required (never hidden).
 */
export const generationSectionSchema = cvSectionRefSchema.extend({
  description: z.string(),
  icon: z.string(),
  is_required: z.boolean(),
  in_cv: z.boolean(),
});
export type GenerationSection = z.infer<typeof generationSectionSchema>;

/** GET /cv/{id}/sections-for-generation (shape not shown). */
export const sectionsForGenerationResponseSchema = successResponse(
  z.array(generationSectionSchema),
);
export type SectionsForGenerationResponse = z.infer<typeof sectionsForGenerationResponseSchema>;

/** What is stored for one section: its place, its title and how many entries it holds. */
export const debugSectionSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** The stored type resolved to a canonical one (null: not a section type we know). */
  resolved_type: sectionTypeSchema.nullable(),
  title: z.string(),
  order: z.number().nullable(),
  is_visible: z.boolean(),
  /** Entries of a list section (experiences, education …); null for a section without a list. */
  entry_count: z.number().int().nonnegative().nullable(),
  /** Whether the section holds any text at all. */
  has_content: z.boolean(),
});
export type DebugSection = z.infer<typeof debugSectionSchema>;

/** GET /cv/{id}/debug-sections (shape not shown): the stored sections as they are. */
export const debugSectionsResponseSchema = successResponse(
  z.object({
    cv_id: z.string(),
    status: z.string(),
    content_present: z.boolean(),
    section_count: z.number().int().nonnegative(),
    sections: z.array(debugSectionSchema),
  }),
);
export type DebugSectionsResponse = z.infer<typeof debugSectionsResponseSchema>;
