import {
  BUILT_IN_TEMPLATE_IDS,
  BUILT_IN_TEMPLATES,
  type BuiltInTemplateId,
  type Template,
} from '@cvforge/contracts';
import { classicTokens } from './classic/tokens';
import { creativeTokens } from './creative/tokens';
import { modernTokens } from './modern/tokens';
import type { TemplateTokens } from './tokens';

export const TEMPLATE_IDS = BUILT_IN_TEMPLATE_IDS;
export type TemplateId = BuiltInTemplateId;

/** Template metadata as GET /templates serves it (contracts' templateSchema), plus the plan gate. */
export interface TemplateInfo extends Template {
  id: TemplateId;
  is_premium: boolean;
}

/** The contracts' catalogue, Classic first (the one every plan can use). */
export const TEMPLATES: readonly TemplateInfo[] = TEMPLATE_IDS.map((id) => {
  const template = BUILT_IN_TEMPLATES.find((candidate) => candidate.id === id)!;
  return { ...template, paper_sizes: [...template.paper_sizes], locales: [...template.locales] };
});

const TOKENS: Record<TemplateId, TemplateTokens> = {
  classic: classicTokens,
  modern: modernTokens,
  creative: creativeTokens,
};

export const isTemplateId = (id: unknown): id is TemplateId =>
  typeof id === 'string' && (TEMPLATE_IDS as readonly string[]).includes(id);

export function templateOf(id: string): { info: TemplateInfo; tokens: TemplateTokens } {
  const info = TEMPLATES.find((template) => template.id === id);
  if (!info) throw new Error(`Unknown template "${id}" (known: ${TEMPLATE_IDS.join(', ')})`);
  return { info, tokens: TOKENS[info.id] };
}
