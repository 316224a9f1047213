import { describe, expect, it } from 'vitest';
import { findGutter, rowCount } from './gutter';
import { makeChunk, makeRow } from './testing/lines';
import type { Line } from './types';

const chunk = makeChunk;
const row = makeRow;

/**
 * A sidebar layout under a header: the name, a headline and a table of contacts whose labels,
 * set smaller, sit a point off their values' baselines and whose values reach over the gutter.
 * The sidebar starts lower than the main column, under a heading wider than its lines.
 */
function sidebarUnderContactsTable(): Line[] {
  const lines = [
    row(chunk('Jane Example', 37, 780, 23)),
    row(chunk('Sales manager', 37, 757, 13)),
    row(chunk('E-MAIL jane.example.sales@example.com', 37, 739, 11)),
  ];
  const contacts = ['+1 555 0100 200', 'Springfield, Illinois, US', 'linkedin.com/in/janeexample'];
  contacts.forEach((value, index) => {
    const y = 725 - 14 * index;
    lines.push(row(chunk('LABEL', 37, y - 1.5, 9.3), chunk(value, 154, y, 11)));
  });
  lines.push(row(chunk('Summary', 209, 645, 13)));
  lines.push(row(chunk('Technical skill set', 45, 638, 13)));
  for (let index = 0; index < 14; index++) {
    const y = 620 - 14 * index;
    lines.push(
      row(chunk('Kotlin', 45, y + 3, 11)),
      row(chunk('A main column line of prose that runs on to the right margin too', 209, y, 11)),
    );
  }
  return lines;
}

describe('a sidebar under a header of contacts', () => {
  it('parts the sidebar from the main column between the sidebar heading and the main text', () => {
    const gutter = findGutter(sidebarUnderContactsTable(), 595);
    expect(gutter).toBeGreaterThan(45 + 'Technical skill set'.length * 6.5);
    expect(gutter).toBeLessThan(209);
  });
});

describe('rowCount', () => {
  it('counts a label set smaller a point off its value baseline as one row with it', () => {
    const rows = [
      chunk('PHONE', 37, 723.5, 9.3),
      chunk('+1 555 0100', 154, 725, 11),
      chunk('EMAIL', 37, 709.5, 9.3),
      chunk('jane@example.com', 154, 711, 11),
    ];
    expect(rowCount(rows)).toBe(2);
  });
});

describe('a sidebar in a table cell set with little padding', () => {
  /** A main column of prose, and a sidebar of skills 4 pt right of its longest lines. */
  function narrowGutter(): Line[] {
    const lines = [row(chunk('Jane Example', 37, 780, 24))];
    for (let index = 0; index < 12; index++) {
      const y = 740 - 14 * index;
      const prose = {
        ...chunk('A line of the summary running on to the cell edge', 38, y),
        right: 428.5,
      };
      lines.push(row(prose, chunk(`Stakeholder management ${index + 1}`, 432.5, y)));
    }
    return lines;
  }

  it('parts the columns by a gutter narrower than a word space is wide at most', () => {
    const gutter = findGutter(narrowGutter(), 595);
    expect(gutter).toBeGreaterThan(428.5);
    expect(gutter).toBeLessThan(432.5);
  });
});
