import type { Template } from '@cvforge/contracts';
import { classicTokens } from './classic/tokens';
import { creativeTokens } from './creative/tokens';
import { modernTokens } from './modern/tokens';
import type { TemplateTokens } from './tokens';

export const TEMPLATE_IDS = ['classic', 'modern', 'creative'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** Template metadata as GET /templates serves it (contracts' templateSchema), plus the plan gate. */
export interface TemplateInfo extends Template {
  id: TemplateId;
  is_premium: boolean;
}

export const TEMPLATES: readonly TemplateInfo[] = [
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
    id: 'creative',
    name: 'Creative',
    description: 'Bold violet header band, accent headings and an optional photo',
    category: 'creative',
    paper_sizes: ['A4', 'Letter'],
    supports_photo: true,
    locales: ['en'],
    is_premium: true,
  },
];

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
