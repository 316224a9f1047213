/**
 * The improvements page's preview marks applied improvements in the Typst pages themselves
 * (docs/decisions/018-preview-pages.md): each marked text on a pale ground with a "New" label.
 */
import { normaliseCvContent } from '@cvforge/cv-model';
import { describe, expect, it } from 'vitest';
import { renderCvPdf, renderCvSvgPages } from '../index';
import { linesOf, svgRuns } from '../testing/svg-text';

const content = normaliseCvContent({
  personal_info: { name: 'Ada Lovelace' },
  sections: [
    {
      type: 'summary',
      order: 1,
      content: { text: 'Builds data platforms.\n\nCore strengths: Kafka, dbt.' },
    },
    { type: 'skills', order: 2, content: { technical: ['Python', 'Kafka', 'Go'] } },
    {
      type: 'experience',
      order: 3,
      content: {
        experiences: [
          {
            title: 'Engineer',
            company: 'Analytical Engines',
            achievements: ['Wrote notes', 'Led a team of 4 to ship the engine'],
          },
        ],
      },
    },
    {
      type: 'education',
      order: 4,
      content: { education: [{ degree: 'BSc', gpa: '3.9', honors: "Dean's list" }] },
    },
    { type: 'soft_skills', order: 5, content: { soft_skills: [{ name: 'Mentoring' }] } },
    { type: 'projects', order: 6, content: { projects: [{ name: 'Difference Engine' }] } },
  ],
});

const HIGHLIGHT_FILL = /fill="#fef3c7"/i;

async function lines(highlights?: readonly string[]) {
  const [page = '', ...rest] = await renderCvSvgPages(content, {
    templateId: 'modern',
    highlights,
  });
  expect(rest).toEqual([]);
  return { page, lines: linesOf(svgRuns(page)) };
}

describe('highlighted improvements in the preview pages', () => {
  it('draws nothing extra without highlights', async () => {
    const plain = await lines();
    expect(plain.page).not.toMatch(HIGHLIGHT_FILL);
    expect(plain.lines.join('\n')).not.toContain('New');
    expect(plain.lines).toContain('Technical:Python,Kafka,Go');
    expect((await lines([])).lines).toEqual(plain.lines);
  });

  it('marks each highlighted text with a "New" label, and only those', async () => {
    const { page, lines: marked } = await lines([
      'Led a team of 4 to ship the engine',
      'Kafka',
      "Dean's list",
      'Mentoring',
      'Difference Engine',
      'Not in the CV',
    ]);
    expect(page).toMatch(HIGHLIGHT_FILL);
    // Lines read without spaces (svg-text.ts): the label follows each marked text only.
    expect(marked).toEqual(
      expect.arrayContaining([
        'Technical:Python,KafkaNew,Go',
        '•Wrotenotes',
        '•Ledateamof4toshiptheengineNew',
        "GPA:3.9·Dean'slistNew",
        'MentoringNew',
        'DifferenceEngineNew',
      ]),
    );
    expect(marked.filter((line) => line.includes('New'))).toHaveLength(5);
  });

  it('marks every paragraph of a highlighted multi-paragraph summary', async () => {
    const { lines: marked } = await lines([
      'Builds data platforms.\n\nCore strengths: Kafka, dbt.',
    ]);
    expect(marked).toEqual(
      expect.arrayContaining(['Buildsdataplatforms.New', 'Corestrengths:Kafka,dbt.New']),
    );
  });

  it('never marks the PDF download', async () => {
    const date = new Date('2026-01-01T00:00:00Z');
    const options = { templateId: 'modern', date };
    const plain = await renderCvPdf(content, options);
    expect(await renderCvPdf(content, { ...options, highlights: [] })).toEqual(plain);
  });
});
