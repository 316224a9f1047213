import { parseCvPdf } from '@cvforge/cv-parser';
import { templateSchema } from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  renderCoverLetterPdf,
  renderCvDocx,
  renderCvPdf,
  TEMPLATES,
  TEMPLATE_IDS,
  warmUp,
} from './index';
import { documentXml } from './testing/docx-text';
import { SAMPLE_CVS } from './testing/sample-cvs';

const sample = (label: string) =>
  normaliseCvContent(SAMPLE_CVS.find((cv) => cv.label === label)?.content);
const parse = async (pdf: Buffer) => parseCvPdf(new Uint8Array(pdf));

beforeAll(warmUp);

describe('templates', () => {
  it('match the contracts template schema', () => {
    for (const template of TEMPLATES)
      expect(templateSchema.parse(template)).toMatchObject({ id: template.id });
    expect(TEMPLATES.map((template) => template.id)).toEqual([...TEMPLATE_IDS]);
    expect(TEMPLATES.filter((template) => !template.is_premium).map((t) => t.id)).toEqual([
      'classic',
    ]);
  });

  it('rejects an unknown template id', async () => {
    await expect(renderCvPdf(sample('short'), { templateId: 'nope' })).rejects.toThrow(
      /Unknown template/,
    );
  });
});

describe('renderCvPdf', () => {
  it.each(TEMPLATE_IDS)('%s gives a valid PDF on A4 and Letter', async (templateId) => {
    for (const paperSize of ['A4', 'Letter'] as const) {
      const pdf = await renderCvPdf(sample('short'), { templateId, paperSize });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await parse(pdf)).content.personal_info.name).toBe('Jane Doe');
    }
  });

  it('adds pages as content grows', async () => {
    const pages = async (label: string) =>
      (await parse(await renderCvPdf(sample(label), { templateId: 'modern' }))).stats.pages;
    const [short, two, three] = [
      await pages('short'),
      await pages('two pages'),
      await pages('three pages'),
    ];
    expect(short).toBe(1);
    expect(two).toBeGreaterThan(short);
    expect(three).toBeGreaterThan(two);
  });

  it('keeps Greek and Cyrillic text extractable', async () => {
    for (const templateId of TEMPLATE_IDS) {
      const greek = await parse(await renderCvPdf(sample('greek'), { templateId }));
      expect(greek.content.personal_info.name).toBe('Νίκος Παπαδόπουλος');
      const cyrillic = await parse(await renderCvPdf(sample('cyrillic'), { templateId }));
      expect(cyrillic.content.personal_info.name).toBe('Анна Сергеевна Иванова');
      const jobs = cyrillic.content.sections.find((section) => section.type === 'experience');
      expect(JSON.stringify(jobs)).toContain('Сократила сроки релизов на 30%');
    }
  });

  it('does not render hidden sections', async () => {
    const content = sample('all sections');
    for (const section of content.sections)
      if (section.type === 'projects') section.is_visible = false;
    const parsed = await parse(await renderCvPdf(content, { templateId: 'classic' }));
    expect(
      parsed.content.sections.some(
        (section) => section.type === 'projects' && section.content.projects.length > 0,
      ),
    ).toBe(false);
    expect(JSON.stringify(parsed.content)).not.toContain('rate limiter');
    expect(parsed.content.sections.some((section) => section.type === 'awards')).toBe(true);
  });

  it('uses a custom title only when it names the same section type', async () => {
    const content = sample('short');
    const skills = content.sections.find((section) => section.type === 'skills');
    const summary = content.sections.find((section) => section.type === 'summary');
    if (skills) skills.title = 'Core Competencies';
    if (summary) summary.title = 'Experience';
    const pdf = await renderCvPdf(content, { templateId: 'modern' });
    const types = (await parse(pdf)).content.sections.map((section) => section.type);
    expect(types.filter((type) => type === 'experience')).toHaveLength(1);
    expect(types).toContain('summary');
  });
});

describe('renderCoverLetterPdf', () => {
  it('renders the sender block, date and paragraphs', async () => {
    const letter = 'Dear Hiring Manager,\n\nI would love to join Acme.\n\nKind regards,';
    const pdf = await renderCoverLetterPdf({
      content: sample('accented'),
      letter,
      template: 'creative',
      date: new Date('2026-11-21'),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = JSON.stringify((await parse(pdf)).content);
    expect(text).toContain('Zoë Müller-Łukasiewicz');
    expect(pdf.length).toBeGreaterThan(5000);
  });
});

describe('renderCvDocx', () => {
  it('is a zip whose document.xml holds the text, links and no hidden section', async () => {
    const content = sample('all sections');
    for (const section of content.sections)
      if (section.type === 'references') section.is_visible = false;
    const docx = await renderCvDocx(content, { template: 'modern', paperSize: 'Letter' });
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    const xml = documentXml(docx);
    for (const text of [
      'Samuel Okafor',
      'EXPERIENCE',
      'Northwind Systems 1 Ltd',
      'Imperial College London',
      'Kubernetes',
    ])
      expect(xml.toLowerCase()).toContain(text.toLowerCase());
    expect(xml).toContain('w:hyperlink');
    expect(xml).not.toContain('Mark Brown');
  });
});
