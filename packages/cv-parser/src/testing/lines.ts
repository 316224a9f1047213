import type { LogicalLine } from '../types';

/** A logical line for unit tests: one chunk per text given, body-sized, in column 0. */
export function makeLine(
  text: string | string[],
  overrides: Partial<LogicalLine> = {},
): LogicalLine {
  const texts = Array.isArray(text) ? text : [text];
  return {
    page: 1,
    y: 700,
    x: 40,
    right: 500,
    size: 10,
    bold: false,
    isBullet: false,
    column: 0,
    columnLeft: 40,
    columnRight: 550,
    text: texts.join(' '),
    chunks: texts.map((chunk, index) => ({
      text: chunk,
      x: 40 + index * 300,
      right: 300 + index * 300,
      y: 700,
      size: 10,
      bold: false,
    })),
    ...overrides,
  };
}
