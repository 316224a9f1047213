import { parseCvPdf } from '@cvforge/cv-parser';
import { normaliseCvContent } from '@cvforge/cv-model';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCvDocx, renderCvPdf, TEMPLATE_IDS, warmUp } from './index';
import { documentXml } from './testing/docx-text';

/** A CV with a homepage, a GitHub profile and a portfolio beside its LinkedIn. */
const cv = normaliseCvContent({
  personal_info: {
    name: 'Ines Okafor',
    title: 'Data Engineer',
    email: 'ines.okafor@example.com',
    phone: '+44 20 7946 0958',
    location: 'Leeds, UK',
    linkedin: 'linkedin.com/in/ines-okafor',
    website: 'inesokafor.dev',
    profiles: [
      { id: 'github', network: 'GitHub', username: 'iokafor', url: 'github.com/iokafor' },
      { id: 'portfolio', network: 'Website', username: '', url: 'okafor-portfolio.net' },
    ],
  },
  sections: [
    {
      type: 'experience',
      content: {
        experiences: [
          {
            title: 'Data Engineer',
            company: 'Northwind Analytics',
            duration: 'Mar 2021 – Present',
            achievements: ['Moved 40 nightly jobs to an event-driven pipeline'],
          },
        ],
      },
    },
  ],
});

beforeAll(warmUp);

describe('profile links', () => {
  it.each(TEMPLATE_IDS)('%s prints every profile and the parser keeps each one', async (id) => {
    const pdf = await renderCvPdf(cv, { templateId: id });
    const { personal_info: info } = (await parseCvPdf(new Uint8Array(pdf))).content;
    expect(info.linkedin).toMatch(/linkedin\.com\/in\/ines-okafor$/);
    const kept = [info.website, ...(info.profiles ?? []).map((profile) => profile.url)];
    for (const url of ['inesokafor.dev', 'github.com/iokafor', 'okafor-portfolio.net'])
      expect(kept.some((link) => link.endsWith(url))).toBe(true);
    // The person's own site stays the website; GitHub is named as such.
    expect(info.website).toMatch(/inesokafor\.dev$/);
    expect(
      info.profiles?.find((profile) => profile.url.endsWith('github.com/iokafor')),
    ).toMatchObject({ network: 'GitHub', username: 'iokafor' });
  });

  it('the Word download links every profile', async () => {
    const docx = await renderCvDocx(cv, { template: 'classic' });
    const xml = documentXml(docx);
    for (const url of ['inesokafor.dev', 'github.com/iokafor', 'okafor-portfolio.net'])
      expect(xml).toContain(url);
  });
});
