import { describe, expect, it } from 'vitest';
import { withCentredDatesRaised } from './centred-dates';
import type { Chunk, OrderedLine } from './types';

/** One line of a page's column: chunks given as [text, x], all on baseline `y`. */
function line(y: number, ...parts: [string, number][]): OrderedLine {
  const chunks: Chunk[] = parts.map(([text, x]) => ({
    text,
    x,
    right: x + text.length * 5,
    y,
    size: 10,
    bold: false,
  }));
  return {
    page: 1,
    y,
    x: chunks[0]?.x ?? 0,
    right: chunks.at(-1)?.right ?? 0,
    size: 10,
    bold: false,
    chunks,
    text: chunks.map((chunk) => chunk.text).join(' '),
    column: 0,
    columnLeft: 38,
    columnRight: 550,
  };
}

const texts = (lines: OrderedLine[]) => lines.map((item) => item.text);

describe('date cells centred in their table rows', () => {
  it('raises a wrapped date to the top of its row, over the header', () => {
    const lines = withCentredDatesRaised([
      line(600, ['Experience', 47]),
      line(560, ['Engineer, Acme Ltd', 150]),
      line(540, ['Lyon', 150]),
      line(532, ['04/2023 –', 38]),
      line(520, ['– Built the billing service', 140]),
      line(518, ['present', 38]),
      line(505, ['– Cut costs by a third', 140]),
      line(490, ['– Led four engineers', 140]),
      line(470, ['Analyst, Brekke Inc', 150]),
      line(453, ['03/2019 – 02/2023', 38], ['– Wrote the reports', 140]),
      line(435, ['– Trained the interns', 140]),
    ]);
    expect(texts(lines)).toEqual([
      'Experience',
      '04/2023 – present',
      'Engineer, Acme Ltd',
      'Lyon',
      '– Built the billing service',
      '– Cut costs by a third',
      '– Led four engineers',
      '03/2019 – 02/2023',
      'Analyst, Brekke Inc',
      '– Wrote the reports',
      '– Trained the interns',
    ]);
  });

  it('leaves dates printed at the top of their rows as they are', () => {
    const printed = [
      line(600, ['Experience', 47]),
      line(563, ['04/2023 – present', 38]),
      line(560, ['Engineer, Acme Ltd', 150]),
      line(540, ['– Built the billing service', 140]),
      line(523, ['03/2019 – 02/2023', 38]),
      line(520, ['Analyst, Brekke Inc', 150]),
      line(500, ['– Wrote the reports', 140]),
    ];
    expect(texts(withCentredDatesRaised(printed))).toEqual(texts(printed));
  });

  it('leaves a margin of dates set flush right as it is', () => {
    const printed = [
      line(600, ['Experience', 150]),
      line(560, ['Engineer, Acme Ltd', 150]),
      line(540, ['– Built the billing service', 140]),
      line(532, ['2019 – 2023', 38]),
      line(520, ['– Cut costs by a third', 140]),
      line(470, ['Analyst, Brekke Inc', 150]),
      line(453, ['2016 – 2019', 58]),
      line(435, ['– Trained the interns', 140]),
    ];
    expect(texts(withCentredDatesRaised(printed))).toEqual(texts(printed));
  });
});
