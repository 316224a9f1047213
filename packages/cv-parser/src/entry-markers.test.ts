import { describe, expect, it } from 'vitest';
import { withoutEntryMarkers } from './entry-markers';
import { makeLine } from './testing/lines';

describe('entry markers', () => {
  it('drops a glyph alone on the line above an entry header', () => {
    const lines = withoutEntryMarkers([
      makeLine('●', { y: 700 }),
      makeLine('Engineer', { y: 686 }),
      makeLine('Acme', { y: 672 }),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['Engineer', 'Acme']);
  });

  it('keeps a bullet glyph whose text sits just below its baseline', () => {
    const lines = withoutEntryMarkers([
      makeLine('•', { y: 700 }),
      makeLine('Led a team of five', { y: 698 }),
    ]);
    expect(lines).toHaveLength(2);
  });

  it('drops a marker beside a date printed in another column, keeping dashes', () => {
    const [line] = withoutEntryMarkers([makeLine(['2019', '–', '2021', '●'])]);
    expect(line?.text).toBe('2019 – 2021');
  });

  it('takes the glyph off an entry header ("◆ Engineer")', () => {
    const [line] = withoutEntryMarkers([makeLine(['◆ Engineer at Acme', 'Jan 2020 – Present'])]);
    expect(line?.text).toBe('Engineer at Acme Jan 2020 – Present');
    expect(line?.chunks[0]?.text).toBe('Engineer at Acme');
  });

  it('drops a glyph set in a style run of its own before a bold header', () => {
    const header = makeLine('◆ Engineer, Acme');
    const chunk = {
      ...header.chunks[0]!,
      text: '◆ Engineer, Acme',
      runs: [
        { text: '◆ ', style: 'regular' as const },
        { text: 'Engineer', style: 'bold' as const },
        { text: ', Acme', style: 'regular' as const },
      ],
    };
    const [line] = withoutEntryMarkers([{ ...header, chunks: [chunk] }]);
    expect(line?.chunks[0]?.runs?.map((run) => run.text)).toEqual(['Engineer', ', Acme']);
  });

  it('takes the glyph off a header printed beside a date column', () => {
    const [line] = withoutEntryMarkers([makeLine(['2019 – 2021', '◆ Engineer, Acme'])]);
    expect(line?.text).toBe('2019 – 2021 Engineer, Acme');
  });

  it('takes the glyph out of the style runs when it is a run of its own', () => {
    const header = makeLine('◆ Certified Administrator — Linux Foundation');
    const chunk = header.chunks[0];
    if (!chunk) throw new Error('no chunk');
    chunk.runs = [
      { text: '◆', style: 'regular' },
      { text: ' Certified Administrator', style: 'bold' },
      { text: ' — Linux Foundation', style: 'regular' },
    ];
    const [line] = withoutEntryMarkers([header]);
    expect(line?.chunks[0]?.runs?.map((run) => run.text)).toEqual([
      'Certified Administrator',
      ' — Linux Foundation',
    ]);
  });
});
