/**
 * What Typst must guarantee (docs/decisions/016-typst.md): a CV reaches it only as data, so any
 * character a user types prints as itself; the same content and date give the same bytes; the
 * PDF carries its title, author, language and links.
 */
import { readPdfText } from '@cvforge/cv-parser';
import { normaliseCvContent } from '@cvforge/cv-model';
import { describe, expect, it } from 'vitest';
import { renderCoverLetterPdf, renderCvPdf, TEMPLATE_IDS } from './index';
import { SAMPLE_CVS } from './testing/sample-cvs';

/** Typst's markup characters, a comment opener, right-to-left text, CJK and an emoji. */
const HOSTILE = '#x $y$ [z] *b* _i_ \\n <l> @r // c שלום مرحبا 中文かな 😀';

const field = (name: string) => `${name} ${HOSTILE}`;

const hostileCv = {
  personal_info: {
    name: field('Name'),
    title: field('Role'),
    email: 'hostile@example.com',
    phone: '+1 415 555 0134',
    location: field('Place'),
    website: 'example.com/#[x]*_',
  },
  sections: [
    { type: 'summary', content: { text: field('Summary') } },
    {
      type: 'experience',
      content: {
        experiences: [
          {
            title: field('Job'),
            company: field('Company'),
            location: field('Town'),
            duration: field('When'),
            achievements: [field('Bullet one'), field('Bullet two')],
          },
        ],
      },
    },
    {
      type: 'education',
      content: {
        education: [
          {
            degree: field('Degree'),
            field: field('Field'),
            institution: field('School'),
            year: field('Year'),
            gpa: field('Gpa'),
            honors: field('Honours'),
          },
        ],
      },
    },
    {
      type: 'skills',
      content: { technical: [field('Tech')], professional: [field('Pro')], tools: [field('Tool')] },
    },
    {
      type: 'languages',
      content: { languages: [{ name: field('Language'), level: field('Level') }] },
    },
    {
      type: 'projects',
      content: { projects: [{ name: field('Project'), description: field('About') }] },
    },
  ],
};

/** The extracted text with whitespace runs as single spaces (line breaks fall anywhere). */
const textOf = async (pdf: Buffer) => (await readPdfText(new Uint8Array(pdf))).replace(/\s+/g, ' ');

/** Right-to-left runs come out of the text layer in visual order; the rest must be verbatim. */
const LATIN_PART = '#x $y$ [z] *b* _i_ \\n <l> @r // c';

describe('hostile content', () => {
  it.each(TEMPLATE_IDS)('%s prints every field literally', async (templateId) => {
    const text = await textOf(await renderCvPdf(hostileCv, { templateId }));
    for (const name of [
      'Name',
      'Role',
      'Place',
      'Summary',
      'Job',
      'Company',
      'Town',
      'When',
      'Bullet one',
      'Bullet two',
      'Degree',
      'Field',
      'School',
      'Year',
      'Gpa',
      'Honours',
      'Tech',
      'Pro',
      'Tool',
      'Language',
      'Level',
      'Project',
      'About',
    ])
      expect(text).toContain(`${name} ${LATIN_PART}`);
    // A line may break inside the CJK run; a right-to-left run comes out in visual order.
    const unspaced = text.replace(/ /g, '');
    for (const script of ['שלום', 'مرحبا', '中文かな', '😀'])
      expect(unspaced.split(script).length - 1).toBe(23);
    expect(text).toContain('example.com/#[x]*_');
  });

  it('prints a hostile cover letter literally', async () => {
    const pdf = await renderCoverLetterPdf({
      content: hostileCv,
      letter: `Dear team,\n\n${field('Letter')}`,
      template: 'creative',
    });
    expect(await textOf(pdf)).toContain(`Letter ${LATIN_PART}`);
  });
});

describe('reproducible output', () => {
  const content = normaliseCvContent(SAMPLE_CVS.find((cv) => cv.label === 'with photo')?.content);
  const date = new Date('2026-11-25T10:00:00Z');

  it.each(TEMPLATE_IDS)(
    '%s gives the same bytes for the same content and date',
    async (templateId) => {
      const first = await renderCvPdf(content, { templateId, date });
      await renderCvPdf(hostileCv, { templateId, date });
      expect((await renderCvPdf(content, { templateId, date })).equals(first)).toBe(true);
      const later = await renderCvPdf(content, {
        templateId,
        date: new Date('2026-11-26T10:00:00Z'),
      });
      expect(later.equals(first)).toBe(false);
    },
  );
});

describe('metadata and links', () => {
  it('carries title, author, language and link annotations', async () => {
    const content = normaliseCvContent(SAMPLE_CVS.find((cv) => cv.label === 'short')?.content);
    const pdf = (await renderCvPdf(content, { templateId: 'modern' })).toString('utf8');
    const name = content.personal_info.name;
    expect(pdf).toContain(`<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${name} – CV</rdf:li>`);
    expect(pdf).toContain(`<rdf:li>${name}</rdf:li>`);
    expect(pdf).toMatch(/\/Lang \(en\)/);
    expect(pdf).toContain(`/URI (mailto:${content.personal_info.email})`);
    expect(pdf).toMatch(/\/Subtype \/Link/);
  });

  it('uses the CJK font only for a CV with CJK text', async () => {
    const content = SAMPLE_CVS.find((cv) => cv.label === 'greek')?.content;
    const pdf = (await renderCvPdf(content, { templateId: 'modern' })).toString('latin1');
    expect(pdf).toContain('SourceSans3');
    expect(pdf).not.toContain('NotoSansSC');
  });

  it('embeds only the fonts shipped with the package', async () => {
    const pdf = (await renderCvPdf(hostileCv, { templateId: 'classic' })).toString('latin1');
    const fonts = [...pdf.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1] ?? '');
    expect(fonts.length).toBeGreaterThan(0);
    // No system font: the system's DejaVu Sans has obliques, ours only the upright styles.
    for (const font of fonts)
      expect(font).toMatch(/^(SourceSerif4|DejaVuSans(-Bold)?$|NotoEmoji|NotoSansSC)/);
  });
});
