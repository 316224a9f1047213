import { describe, expect, it } from 'vitest';
import { postingQuote } from './measured-against';

const LINE =
  "Lead the group's financial reporting and consolidation across six entities in Romania, Hungary and Bulgaria under IFRS, with the audit committee's calendar, the external auditors' requests and the board's quarterly packs in mind.";
const quote = (keyword: string, posting = LINE) =>
  postingQuote({ kind: 'job_description', title: 'Controller', posting }, keyword);

describe('the posting quoted in a report', () => {
  it('quotes a short line whole', () => {
    expect(quote('SQL', 'Requirements:\n- SQL and dbt')).toBe('"SQL and dbt"');
  });

  it('cuts a long line at word edges, around the keyword', () => {
    const cut = quote('IFRS')!;
    expect(cut).toContain('IFRS');
    expect(cut.length).toBeLessThanOrEqual(116);
    // Every word of the quote is a whole word of the posting.
    const words = cut.replace(/^"…?|…?"$/g, '').split(' ');
    for (const word of words) expect(LINE.split(' ')).toContain(word);
    expect(cut).toMatch(/^"…\S/);
    expect(cut).toMatch(/\S…"$/);
  });

  it('says nothing without the keyword in the posting', () => {
    expect(quote('Kotlin')).toBeUndefined();
  });
});
