/** @vitest-environment jsdom -- DOMParser reads the static markup back as a document. */
/// <reference lib="dom" />
import { normaliseCvContent } from '@cvforge/cv-model';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { templateOf, TEMPLATE_IDS } from '../templates/catalogue';
import { CvHtml } from './cv-html';

const content = normaliseCvContent({
  personal_info: { name: 'Ada Lovelace', title: 'Data Engineer', email: 'ada@example.com' },
  sections: [
    { type: 'education', order: 3, content: { education: [{ degree: 'BSc', field: 'Maths' }] } },
    { type: 'summary', order: 1, content: { text: 'Builds reliable data platforms.' } },
    {
      type: 'experience',
      order: 2,
      title: 'Work History',
      content: {
        experiences: [
          { title: 'Engineer', company: 'Analytical Engines', achievements: ['a', 'b'] },
        ],
      },
    },
    { type: 'projects', order: 4, is_visible: false, content: { projects: [{ name: 'Secret' }] } },
    { type: 'languages', order: 5, content: { languages: [{ name: 'French', level: 'C1' }] } },
  ],
});

function render(templateId: string) {
  const html = renderToStaticMarkup(
    <CvHtml content={content} templateId={templateId} paperSize="A4" />,
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return { html, doc };
}

describe.each(TEMPLATE_IDS)('CvHtml %s', (templateId) => {
  it('renders the name as h1 and every visible section heading in order, hidden ones not', () => {
    const { doc } = render(templateId);
    expect(doc.querySelector('h1')?.textContent).toBe('Ada Lovelace');
    expect(Array.from(doc.querySelectorAll('h2'), (h) => h.textContent)).toEqual([
      'Professional Summary',
      'Work History',
      'Education',
      'Languages',
    ]);
    expect(doc.body.textContent).not.toContain('Secret');
    expect(doc.querySelectorAll('ul li')).toHaveLength(2);
    expect(doc.body.textContent).toContain('BSc in Maths');
    expect(doc.body.textContent).toContain('French (C1)');
  });

  it("uses the template's accent colour and heading colour", () => {
    const { tokens } = templateOf(templateId);
    const { doc } = render(templateId);
    const style = (selector: string) => doc.querySelector(selector)?.getAttribute('style') ?? '';
    expect(style('h1')).toContain(`color:${tokens.colours.bandText ?? tokens.colours.accent}`);
    expect(style('h2')).toContain(`color:${tokens.colours.heading}`);
    expect(style('ul li span')).toContain(`color:${tokens.colours.accent}`);
    expect(style('article')).toContain(`font-size:${tokens.sizes.body}pt`);
  });
});

describe('CvHtml layout choices', () => {
  it('draws the creative band behind the header and falls back to classic for unknown ids', () => {
    expect(render('creative').html).toContain('background-color:#3b0764');
    const unknown = render('retro').doc.querySelector('article');
    expect(unknown?.getAttribute('data-template')).toBe('classic');
  });

  it('sizes the sheet to the paper', () => {
    const letter = renderToStaticMarkup(
      <CvHtml content={content} templateId="modern" paperSize="Letter" />,
    );
    expect(letter).toContain('width:8.5in');
    expect(render('modern').html).toContain('width:210mm');
  });
});
