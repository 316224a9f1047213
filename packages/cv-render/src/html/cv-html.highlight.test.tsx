/** @vitest-environment jsdom -- DOMParser reads the static markup back as a document. */
/// <reference lib="dom" />
import { normaliseCvContent } from '@cvforge/cv-model';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CvHtml } from './cv-html';

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

function render(highlights?: readonly string[]) {
  const html = renderToStaticMarkup(
    <CvHtml content={content} templateId="modern" paperSize="A4" highlights={highlights} />,
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const marked = Array.from(doc.querySelectorAll('mark'), (mark) => mark.textContent);
  return { html, doc, marked };
}

describe('CvHtml highlights', () => {
  it('draws nothing extra without highlights, exactly as before', () => {
    const { html, marked } = render();
    expect(marked).toEqual([]);
    expect(html).toBe(render([]).html);
    expect(html).toContain('Python, Kafka, Go');
  });

  it('marks each highlighted text with a "New" label, and only those', () => {
    const { doc, marked } = render([
      'Led a team of 4 to ship the engine',
      'Kafka',
      "Dean's list",
      'Mentoring',
      'Difference Engine',
      'Not in the CV',
    ]);
    expect(marked).toEqual([
      'KafkaNew',
      'Led a team of 4 to ship the engineNew',
      "Dean's listNew",
      'MentoringNew',
      'Difference EngineNew',
    ]);
    // The other parts of a joined line keep their text and separators.
    expect(doc.body.textContent).toContain('Python, KafkaNew, Go');
    expect(doc.body.textContent).toContain("GPA: 3.9 · Dean's listNew");
    expect(doc.body.textContent).toContain('Wrote notes');
  });

  it('marks every paragraph of a highlighted multi-paragraph summary', () => {
    const { marked } = render(['Builds data platforms.\n\nCore strengths: Kafka, dbt.']);
    expect(marked).toEqual(['Builds data platforms.New', 'Core strengths: Kafka, dbt.New']);
  });
});
