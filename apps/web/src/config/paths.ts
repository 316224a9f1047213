export { paths } from '@cvforge/contracts';

/** Anchor sections of the landing page, in page order. */
export const LANDING_SECTION_IDS = [
  'hero',
  'use-cases',
  'how-it-works',
  'interviews',
  'benefits',
  'ats',
  'value',
  'pricing',
  'faq',
] as const;
export type LandingSectionId = (typeof LANDING_SECTION_IDS)[number];

/** The header's landing nav (docs/product.md §P2 "Shell"). */
export const LANDING_NAV: ReadonlyArray<{ id: LandingSectionId; label: string }> = [
  { id: 'hero', label: 'Home' },
  { id: 'use-cases', label: 'Use Cases' },
  { id: 'interviews', label: 'Interviews' },
  { id: 'benefits', label: 'Why Us' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
];

/** Public pages that show the landing nav: '/', or paths starting with /auth or /register. */
export function showsLandingNav(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/auth') || pathname.startsWith('/register');
}
