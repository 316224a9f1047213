import { describe, expect, it } from 'vitest';
import { withCentredLabelsRaised } from './centred-labels';
import type { Chunk, OrderedLine } from './types';

/** One line of a page's column: chunks given as [text, x, size], all on baseline `y`. */
function line(y: number, ...parts: [string, number, number?][]): OrderedLine {
  const chunks: Chunk[] = parts.map(([text, x, size = 10]) => ({
    text,
    x,
    right: x + text.length * size * 0.5,
    y,
    size,
    bold: size > 10,
  }));
  return {
    page: 1,
    y,
    x: chunks[0]?.x ?? 0,
    right: chunks.at(-1)?.right ?? 0,
    size: Math.max(...chunks.map((chunk) => chunk.size)),
    bold: chunks.every((chunk) => chunk.bold),
    chunks,
    text: chunks.map((chunk) => chunk.text).join(' '),
    column: 0,
    columnLeft: 37,
    columnRight: 550,
  };
}

const texts = (lines: OrderedLine[]) => lines.map((item) => item.text);

describe('section labels centred in their table rows', () => {
  it('raises a label read in the middle of its first row over the row', () => {
    const lines = withCentredLabelsRaised([
      line(740, ['Jane Doe, jane@example.com', 40]),
      line(688, ['SUMMARY', 48, 18], ['Engineer with ten years of experience.', 171]),
      line(673, ['I like simple products that people use.', 171]),
      line(633, ['Engineer, Acme Ltd', 171]),
      line(610, ['EXPERIENCE', 48, 18], ['08/2024 – present', 171]),
      line(589, ['Retailer of 1,200 people.', 171]),
      line(567, ['• Cut costs by 30 %', 161]),
      line(548, ['Analyst, Beta GmbH', 171]),
      line(526, ['06/2022 – 05/2024', 171]),
      line(504, ['• Built dashboards', 161]),
      line(459, ['BSc, Physics, Lyon', 171]),
      line(445, ['EDUCATION', 48, 18]),
      line(437, ['10/2017 – 07/2022', 171]),
      line(422, ['with honours', 171]),
    ]);
    expect(texts(lines)).toEqual([
      'Jane Doe, jane@example.com',
      'SUMMARY Engineer with ten years of experience.',
      'I like simple products that people use.',
      'EXPERIENCE',
      'Engineer, Acme Ltd',
      '08/2024 – present',
      'Retailer of 1,200 people.',
      '• Cut costs by 30 %',
      'Analyst, Beta GmbH',
      '06/2022 – 05/2024',
      '• Built dashboards',
      'EDUCATION',
      'BSc, Physics, Lyon',
      '10/2017 – 07/2022',
      'with honours',
    ]);
  });

  it('leaves labels printed at the top of their rows, over the gap before them', () => {
    const input = [
      line(740, ['Jane Doe, jane@example.com', 40]),
      line(702, ['SUMMARY', 41, 12], ['Engineer with ten years of experience.', 166]),
      line(691, ['I like simple products that people use.', 166]),
      line(672, ['and more lines of the summary.', 166]),
      line(640, ['EXPERIENCE', 41, 12]),
      line(622, ['Engineer, Acme Ltd', 174]),
      line(607, ['08/2024 – present', 174]),
      line(592, ['• Cut costs by 30 %', 164]),
    ];
    expect(withCentredLabelsRaised(input)).toEqual(input);
  });

  it('leaves a one-column page whose headings stand over their own lines', () => {
    const input = [
      line(740, ['Jane Doe', 40, 20]),
      line(700, ['Engineer with ten years of experience.', 40]),
      line(680, ['EXPERIENCE', 40, 12]),
      line(662, ['Engineer, Acme Ltd', 40], ['2024 – present', 480]),
      line(648, ['• Cut costs by 30 %', 48]),
    ];
    expect(withCentredLabelsRaised(input)).toEqual(input);
  });
});
