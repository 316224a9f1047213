import type { TemplateTokens } from '../tokens';

/** Classic: black on white, one column, headings in capitals over a thin rule. */
export const classicTokens: TemplateTokens = {
  colours: {
    text: '#1a1a1a',
    muted: '#555555',
    accent: '#1a1a1a',
    heading: '#111111',
    rule: '#222222',
  },
  sizes: { name: 22, role: 11, heading: 10.5, body: 9.5, small: 8.5 },
  spacing: { page: 46, section: 14, entry: 9, bullet: 2.5 },
  lineHeight: 1.4,
  heading: { uppercase: true, rule: true, marker: false },
  header: { align: 'center', band: false },
};
