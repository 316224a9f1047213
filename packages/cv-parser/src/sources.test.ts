import { describe, expect, it } from 'vitest';
import { parseCvPdf } from './index';
import { readFixture } from './testing/fixtures';

describe('findSources (docs/decisions/038-source-regions.md)', () => {
  it('places each contact field and each job on the page it was printed on, in reading order', async () => {
    const parsed = await parseCvPdf(readFixture('corpus', '001-chr-1col-mon.pdf'));
    const { sources, content } = parsed;
    for (const field of ['name', 'email', 'phone'] as const)
      expect(sources[`personal_info.${field}`], field).toMatchObject({ page: 1 });
    const jobs = content.sections.flatMap((section) =>
      section.type === 'experience' ? section.content.experiences : [],
    );
    expect(jobs.length).toBeGreaterThan(1);
    const tops = jobs.map((_, index) => {
      const box = sources[`sections.experience.${index}.title`];
      expect(box, `job ${index}`).toBeDefined();
      for (const share of [box!.x, box!.y, box!.w, box!.h]) {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
      }
      return box!.page + box!.y;
    });
    // Jobs are printed one under the other: each box lies below the one before.
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    // The name is printed above the first job.
    const name = sources['personal_info.name']!;
    expect(name.page + name.y).toBeLessThan(tops[0]!);
  });
});
