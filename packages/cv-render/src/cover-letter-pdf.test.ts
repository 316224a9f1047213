/** The cover letter's PDF: paragraphs set apart, one closing, the name signed once under it. */
import { normaliseCvContent } from '@cvforge/cv-model';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderCoverLetterPdf } from './index';
import { letterParts } from './typst/data';

/** Each text line of the PDF's first page with its distance from the top. */
async function pdfLines(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const height = page.getViewport({ scale: 1 }).height;
  const { items } = await page.getTextContent();
  const lines = new Map<number, string>();
  for (const item of items)
    if ('str' in item && item.str.trim()) {
      const y = Math.round(height - item.transform[5]);
      lines.set(y, `${lines.get(y) ?? ''}${item.str}`);
    }
  await document.destroy();
  return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([y, text]) => ({ y, text }));
}

const content = normaliseCvContent({
  personal_info: { name: 'Jane Doe', email: 'jane@example.com' },
});
const LETTER = [
  'Dear Hiring Manager,',
  'I am writing to apply for the Analyst position you have advertised.',
  'In my current role I built the monthly reporting pack.',
  'Thank you for your time and consideration.',
  'Sincerely,\nJane Doe',
].join('\n\n');

describe('cover letter PDF', () => {
  it('prints the name once after the closing and sets paragraphs apart', async () => {
    const lines = await pdfLines(
      await renderCoverLetterPdf({
        content,
        letter: LETTER,
        template: 'classic',
        date: new Date('2026-11-01'),
      }),
    );
    const closing = lines.findIndex((line) => line.text.trim() === 'Sincerely,');
    expect(closing).toBeGreaterThan(0);
    const after = lines.slice(closing + 1).map((line) => line.text.trim());
    expect(after.filter((text) => text.includes('Jane Doe'))).toHaveLength(1);
    // A blank line's worth of space between two body paragraphs.
    const first = lines.find((line) => line.text.startsWith('I am writing'));
    const second = lines.find((line) => line.text.startsWith('In my current role'));
    expect((second?.y ?? 0) - (first?.y ?? 0)).toBeGreaterThan(20);
  });

  it('signs with the CV name when the letter carries no signature', () => {
    expect(
      letterParts('Dear Hiring Manager,\n\nHello there.\n\nKind regards,', 'Jane Doe'),
    ).toEqual({
      paragraphs: ['Dear Hiring Manager,', 'Hello there.'],
      closing: 'Kind regards,',
      signature: 'Jane Doe',
    });
    expect(letterParts('Dear team,\n\nSincerely,\nJane Doe', 'Jane Doe').signature).toBe(
      'Jane Doe',
    );
  });
});
