import type { CvContent } from '@cvforge/contracts';
import type { BulletRef } from '@cvforge/insight';

/** Pages of a PDF we rendered: its page objects (Typst writes page dictionaries uncompressed). */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page\b/g) ?? []
  ).length;
}

/**
 * The content without the first `count` bullets of `dropOrder`, never emptying a job: a bullet
 * that is its experience's last one stays.
 */
export function dropBullets(
  content: CvContent,
  dropOrder: readonly BulletRef[],
  count: number,
): CvContent {
  const index = content.sections.findIndex((section) => section.type === 'experience');
  const section = content.sections[index];
  if (section?.type !== 'experience' || count <= 0) return content;
  const dropped = new Map<number, Set<number>>();
  for (const ref of dropOrder.slice(0, count)) {
    const experience = section.content.experiences[ref.experience];
    if (!experience || ref.bullet >= experience.achievements.length) continue;
    const set = dropped.get(ref.experience) ?? new Set<number>();
    if (experience.achievements.length - set.size <= 1) continue;
    set.add(ref.bullet);
    dropped.set(ref.experience, set);
  }
  const experiences = section.content.experiences.map((experience, i) => {
    const set = dropped.get(i);
    return set
      ? { ...experience, achievements: experience.achievements.filter((_, b) => !set.has(b)) }
      : experience;
  });
  const sections = [...content.sections];
  sections[index] = { ...section, content: { ...section.content, experiences } };
  return { ...content, sections };
}

export interface FittedCv {
  content: CvContent;
  pdf: Buffer;
  pages: number;
  droppedBullets: number;
}

/**
 * Renders the CV and drops its least relevant bullets (in `dropOrder`) until it fits `maxPages`:
 * a binary search on how many to drop (fewer bullets never take more pages), so a long CV needs
 * a handful of renders. When even every droppable bullet gone does not fit, that is kept.
 */
export async function fitToPages(
  content: CvContent,
  dropOrder: readonly BulletRef[],
  maxPages: number,
  render: (content: CvContent) => Promise<Buffer>,
): Promise<FittedCv> {
  const attempt = async (drop: number) => {
    const candidate = dropBullets(content, dropOrder, drop);
    const pdf = await render(candidate);
    return { content: candidate, pdf, pages: pdfPageCount(pdf), droppedBullets: drop };
  };
  const full = await attempt(0);
  if (full.pages <= maxPages || dropOrder.length === 0) return full;
  let best = await attempt(dropOrder.length);
  if (best.pages > maxPages) return best;
  // Invariant: dropping `low` does not fit, dropping `best.droppedBullets` does.
  let low = 0;
  while (best.droppedBullets - low > 1) {
    const mid = Math.floor((low + best.droppedBullets) / 2);
    const fitted = await attempt(mid);
    if (fitted.pages <= maxPages) best = fitted;
    else low = mid;
  }
  return best;
}
