import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTemplateText, hasTemplateText } from './template-text';
import { templateTextFields } from './template-fields';

const CORPUS = new URL('../../../cv-parser/corpus/documents/', import.meta.url).pathname;

describe('findTemplateText', () => {
  it.each([
    ['Applied experimentation to [what you did], [the result, with a number].', '[what you did]'],
    ['[Action verb] [what you changed], improving it by 20%.', '[Action verb]'],
    ['Grew revenue by [N]% in a year.', '[N]'],
    ['Led [project or team of N] to launch.', '[project or team of N]'],
    ['Worked at [Company] for two years.', '[Company]'],
    ['Dear <Hiring Manager name>,', '<Hiring Manager name>'],
    ['Joined <company> in 2020', '<company>'],
    ['Hello {{first_name}}', '{{first_name}}'],
    ['Cut costs by XX% across teams.', 'XX%'],
    ['Saved $XX per order.', '$XX'],
  ])('flags %j', (text, slot) => {
    expect(findTemplateText(text)).toBe(slot);
  });

  it.each([
    'See the survey [1] and [12].',
    'Software engineer [ 2020 – 2024 ]',
    '[ 09/2019 – ce jour ]',
    'Portfolio [PDF] and slides',
    'He "wrote [sic] the code".',
    'Profiles: [GitHub](https://github.com/ann)',
    'Built services in C# and F#, .NET 8.',
    'Line one<br>line two <b>bold</b>',
    'Write to <ann@example.org> or <https://ann.dev>',
    'Latency < 50 ms and throughput > 2k rps',
    'Vector<int> and Map<K, V> in C++ templates',
    'Windows XP, XXL, Xbox and 100% test coverage',
    'Reduced costs by 30% (from $X0k budget lines)',
    '- [x] ticked and #link("https://a.dev")[x] in Typst',
  ])('leaves real content alone: %j', (text) => {
    expect(findTemplateText(text)).toBeNull();
  });

  it('flags nothing in the parser corpus (third-party CVs, as their text reads)', () => {
    const flagged: string[] = [];
    for (const design of readdirSync(CORPUS))
      for (const file of readdirSync(join(CORPUS, design)).filter((f) => f.endsWith('.txt'))) {
        const text = readFileSync(join(CORPUS, design, file), 'utf8');
        for (const line of text.split('\n'))
          if (hasTemplateText(line)) flagged.push(`${design}/${file}: ${line}`);
      }
    expect(flagged).toEqual([]);
  });
});

describe('templateTextFields', () => {
  it('names each field holding a slot, with its section and entry', () => {
    const fields = templateTextFields({
      personal_info: { title: 'Engineer' } as never,
      sections: [
        {
          id: 's1',
          type: 'experience',
          title: 'Experience',
          order: 0,
          is_visible: true,
          is_required: true,
          content: {
            experiences: [
              {
                id: 'e1',
                company: 'Acme',
                achievements: ['Shipped the app.', 'Applied SQL to [what you did].'],
              },
            ],
          },
        } as never,
        {
          id: 's2',
          type: 'summary',
          title: 'Summary',
          order: 1,
          is_visible: true,
          is_required: true,
          content: { text: 'I grew sales by XX%.', highlightedKeywords: [] },
        } as never,
      ],
    });
    expect(fields).toEqual([
      {
        path: ['sections', 0, 'content', 'experiences', 0, 'achievements', 1],
        label: 'Experience (Acme) · Achievements 2',
        slot: '[what you did]',
      },
      { path: ['sections', 1, 'content', 'text'], label: 'Summary · Text', slot: 'XX%' },
    ]);
  });
});
