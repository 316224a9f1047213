export interface AtsSlide {
  score: number;
  role: string;
  summary: string;
  checks: ReadonlyArray<{ label: string; value: number }>;
}

/** The landing carousel's three example reports (docs/product.md §P2: 98%, 91%, 95%). */
export const ATS_SLIDES: readonly AtsSlide[] = [
  {
    score: 98,
    role: 'Senior Software Engineer',
    summary: '46 of 48 job keywords matched, clean single-column layout.',
    checks: [
      { label: 'Keywords', value: 96 },
      { label: 'Formatting', value: 100 },
      { label: 'Readability', value: 97 },
    ],
  },
  {
    score: 91,
    role: 'Product Marketing Manager',
    summary: 'Strong impact statements; add two missing tools from the posting.',
    checks: [
      { label: 'Keywords', value: 86 },
      { label: 'Formatting', value: 98 },
      { label: 'Readability', value: 90 },
    ],
  },
  {
    score: 95,
    role: 'Data Analyst',
    summary: 'Quantified results throughout; skills section fully parsed.',
    checks: [
      { label: 'Keywords', value: 93 },
      { label: 'Formatting', value: 100 },
      { label: 'Readability', value: 92 },
    ],
  },
];
