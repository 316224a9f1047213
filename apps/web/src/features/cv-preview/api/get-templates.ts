import { templatesResponseSchema } from '@cvforge/contracts';
import {
  isTemplateId,
  TEMPLATE_IDS,
  TEMPLATES,
  type TemplateInfo,
} from '@cvforge/cv-render/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const byCatalogueOrder = (a: TemplateInfo, b: TemplateInfo) =>
  TEMPLATE_IDS.indexOf(a.id) - TEMPLATE_IDS.indexOf(b.id);

/**
 * GET /templates, kept to the templates this app can draw, Classic first. When the call fails
 * or offers none, the built-in catalogue stands in (docs/product.md §C8).
 */
export async function getTemplates(signal?: AbortSignal): Promise<readonly TemplateInfo[]> {
  try {
    const response = await apiRequest('/templates', { schema: templatesResponseSchema, signal });
    const known = response.data.templates.flatMap((template) =>
      isTemplateId(template.id) ? [{ ...template, id: template.id }] : [],
    );
    return known.length > 0 ? known.sort(byCatalogueOrder) : TEMPLATES;
  } catch (error) {
    if (signal?.aborted) throw error;
    return TEMPLATES;
  }
}

export function getTemplatesQueryOptions() {
  return queryOptions({
    queryKey: ['templates'],
    queryFn: ({ signal }) => getTemplates(signal),
    staleTime: Infinity,
  });
}

export function useTemplates() {
  return useQuery(getTemplatesQueryOptions());
}
