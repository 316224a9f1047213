import { describe, expect, it } from 'vitest';
import { type CvContent, cvContentSchema } from '@cvforge/contracts';
import { dropBullets, fitToPages } from './fit-pages';

const content: CvContent = cvContentSchema.parse({
  sections: [
    { type: 'summary', content: { text: 'Engineer' } },
    {
      type: 'experience',
      content: {
        experiences: [
          { company: 'A', achievements: ['a1', 'a2', 'a3'] },
          { company: 'B', achievements: ['b1'] },
        ],
      },
    },
  ],
});
const bulletsOf = (cv: CvContent) => {
  const section = cv.sections.find((s) => s.type === 'experience');
  return section?.type === 'experience'
    ? section.content.experiences.map((e) => e.achievements)
    : [];
};
const order = [
  { experience: 1, bullet: 0 },
  { experience: 0, bullet: 2 },
  { experience: 0, bullet: 0 },
  { experience: 0, bullet: 1 },
];

describe('dropping bullets to fit the page count', () => {
  it('drops in the given order but never the last bullet of a job', () => {
    expect(bulletsOf(dropBullets(content, order, 2))).toEqual([['a1', 'a2'], ['b1']]);
    expect(bulletsOf(dropBullets(content, order, 4))).toEqual([['a2'], ['b1']]);
    expect(bulletsOf(content)).toEqual([['a1', 'a2', 'a3'], ['b1']]);
  });

  it('renders as few times as a binary search needs and keeps the fewest drops that fit', async () => {
    // A fake page count: one page per two bullets left, at least one.
    const pagesOf = (cv: CvContent) => Math.max(1, Math.ceil(bulletsOf(cv).flat().length / 2));
    const renders: number[] = [];
    const fitted = await fitToPages(content, order, 1, async (cv) => {
      renders.push(bulletsOf(cv).flat().length);
      return Buffer.from('/Type /Page\n'.repeat(pagesOf(cv)));
    });
    expect(fitted.pages).toBe(1);
    // Four bullets are two pages; the first drop is skipped (B's only bullet), the next two fit.
    expect(fitted.droppedBullets).toBe(3);
    expect(bulletsOf(fitted.content)).toEqual([['a2'], ['b1']]);
    expect(renders.length).toBeLessThanOrEqual(4);
  });
});
