import { cvContentSchema, type CvContent } from '@cvforge/contracts';
import { createBuiltInEngine } from '../engine';
import { QUALITY_PAIRS } from '../quality/pairs';
import type { PdfEvidence } from '../types';

/** A fixed "now": the same input gives the same report. */
export const NOW = new Date('2026-11-01T00:00:00Z');
export const engine = createBuiltInEngine({ now: () => NOW });

export function pair(id: string) {
  const found = QUALITY_PAIRS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no quality pair ${id}`);
  return { ...found, content: cvContentSchema.parse(found.cv) };
}

export const contentOf = (input: unknown): CvContent => cvContentSchema.parse(input);

/** What the parser reports for a clean one-column PDF with standard headings. */
export const cleanPdf: PdfEvidence = {
  source: 'uploaded',
  pages: 2,
  textItems: 420,
  columns: 1,
  headings: [
    { title: 'Summary', type: 'summary' },
    { title: 'Experience', type: 'experience' },
    { title: 'Education', type: 'education' },
    { title: 'Skills', type: 'skills' },
  ],
  confidence: { 'personal_info.email': 1, 'personal_info.name': 0.95 },
};
