import { describe, expect, it } from 'vitest';
import { withCellWrapsJoined } from './cell-wraps';
import { hasLabelColumn } from './label-column';
import type { Chunk, Line } from './types';

const chunk = (text: string, x: number, y: number, size = 10, bold = false): Chunk => ({
  text,
  x,
  right: x + text.length * size * 0.5,
  y,
  size,
  bold,
});
const row = (...chunks: Chunk[]): Line => ({
  page: 1,
  y: chunks[0]?.y ?? 0,
  x: Math.min(...chunks.map((item) => item.x)),
  right: Math.max(...chunks.map((item) => item.right)),
  size: Math.max(...chunks.map((item) => item.size)),
  bold: chunks.every((item) => item.bold),
  text: chunks.map((item) => item.text).join(' '),
  chunks,
});

describe('text wrapped in a table cell', () => {
  it('joins a section label wrapped beside its entry and a dates cell wrapped beside the title', () => {
    const lines = withCellWrapsJoined([
      row(
        chunk('Professional', 40, 700, 13, true),
        chunk('2020 – 2023 · 3', 170, 700),
        chunk('Acme Ltd', 256, 700),
      ),
      row(
        chunk('Experience', 40, 686, 13, true),
        chunk('years', 170, 686),
        chunk('Engineer', 256, 686),
      ),
      row(chunk('Built the billing service', 256, 672)),
    ]);
    expect(lines.map((line) => line.chunks.map((item) => item.text))).toEqual([
      ['Professional Experience', '2020 – 2023 · 3 years', 'Acme Ltd'],
      ['Engineer'],
      ['Built the billing service'],
    ]);
  });

  it('keeps two dates one under the other apart: they are two entries', () => {
    const lines = withCellWrapsJoined([
      row(chunk('2018', 40, 700), chunk('TOEFL iBT — ETS', 170, 700)),
      row(chunk('2021', 40, 686), chunk('ITIL 4 Foundation — AXELOS', 170, 686)),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      '2018 TOEFL iBT — ETS',
      '2021 ITIL 4 Foundation — AXELOS',
    ]);
  });

  it('takes a heading’s number over its name wrapped on two lines as one label', () => {
    const lines = withCellWrapsJoined([
      row(chunk('4.', 40, 700, 12), chunk('Acme Ltd — Engineer', 160, 700)),
      row(chunk('Work', 40, 686, 12, true), chunk('Berlin', 160, 686)),
      row(chunk('History', 40, 672, 12, true), chunk('Built the billing service', 160, 672)),
    ]);
    expect(lines.map((line) => line.chunks[0]?.text)).toEqual([
      '4. Work History',
      'Berlin',
      'Built the billing service',
    ]);
    expect(lines[0]?.chunks[0]?.bold).toBe(true);
  });
});

describe('a label broken inside a word', () => {
  it('joins the capitals a narrow label cell broke off without a space', () => {
    const lines = withCellWrapsJoined([
      row(chunk('EXPERIENCI', 48, 700, 18, true), chunk('Acme Ltd — Engineer', 180, 700, 9)),
      row(chunk('A', 48, 673, 18, true), chunk('Built the billing service', 169, 673, 9)),
    ]);
    expect(lines.map((line) => line.chunks[0]?.text)).toEqual([
      'EXPERIENCIA',
      'Built the billing service',
    ]);
  });
});

describe('a label column', () => {
  const labelled = [
    row(
      chunk('Summary', 40, 700, 12, true),
      chunk('Engineer with ten years in payments.', 160, 700),
    ),
    row(chunk('Experience', 40, 660, 12, true), chunk('Acme Ltd — Engineer', 160, 660)),
    row(chunk('Built the billing service', 160, 646)),
    row(chunk('Education', 40, 620, 12, true), chunk('TU Berlin — MSc', 160, 620)),
  ];

  it('is found from section names beside their rows', () => {
    expect(hasLabelColumn(labelled)).toBe(true);
  });

  it('is no label column when the text beside holds section names of its own (a sidebar)', () => {
    const sidebar = [...labelled, row(chunk('Projects', 160, 600, 12, true))];
    expect(hasLabelColumn(sidebar)).toBe(false);
  });
});
