import type { TemplateTokens } from '../tokens';

/** Creative: a deep violet header band with the name reversed out, accent bars on headings. */
export const creativeTokens: TemplateTokens = {
  colours: {
    text: '#1e1b2e',
    muted: '#5b5675',
    accent: '#6d28d9',
    heading: '#4c1d95',
    rule: '#ddd6fe',
    band: '#3b0764',
    bandText: '#ffffff',
    bandRole: '#e9d5ff',
    bandContact: '#f5f3ff',
  },
  sizes: { name: 25, role: 12, heading: 11.5, body: 9.5, small: 8.5 },
  spacing: { page: 42, section: 15, entry: 9, bullet: 2.5 },
  lineHeight: 1.45,
  heading: { uppercase: true, rule: false, marker: true },
  header: { align: 'left', band: true },
};
