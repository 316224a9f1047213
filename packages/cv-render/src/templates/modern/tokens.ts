import type { TemplateTokens } from '../tokens';

/** Modern: a teal accent for the name and headings, light rules, left-aligned header. */
export const modernTokens: TemplateTokens = {
  colours: {
    text: '#1f2933',
    muted: '#52606d',
    accent: '#0f766e',
    heading: '#0f766e',
    rule: '#cbd2d9',
  },
  sizes: { name: 24, role: 11.5, heading: 11, body: 9.5, small: 8.5 },
  spacing: { page: 44, section: 15, entry: 9, bullet: 2.5 },
  lineHeight: 1.45,
  heading: { uppercase: false, rule: true, marker: false },
  header: { align: 'left', band: false },
};
