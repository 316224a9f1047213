import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CvContent, cvContentSchema } from '@cvforge/contracts';
import { normaliseCvContent } from '../normalise/normalise-cv-content';
import manualPayload from '../normalise/fixtures/manual-payload.json';
import richContent from './fixtures/cvforge-content.json';
import sample from './fixtures/jsonresume-sample.json';
import { fromJsonResume, type JsonResume, keptDocumentFields, toJsonResume } from './index';

/** Entry ids are cvforge's own; a JSON Resume document has none, so they are compared without. */
function withoutEntryIds(content: CvContent): unknown {
  return JSON.parse(
    JSON.stringify(content, (key, value: unknown) =>
      key === 'id' && typeof value === 'string' && !content.sections.some((s) => s.id === value)
        ? undefined
        : value,
    ),
  );
}
const roundTrip = (content: CvContent) =>
  fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(content))) as JsonResume);

const rich: CvContent = normaliseCvContent(richContent);

describe('JSON Resume v1.2.1 import and export', () => {
  it('keeps every field through content → JSON Resume → content', () => {
    expect(withoutEntryIds(roundTrip(rich))).toEqual(withoutEntryIds(rich));
  });

  it('keeps the manual form fixture through a round trip', () => {
    const content = normaliseCvContent(manualPayload);
    expect(withoutEntryIds(roundTrip(content))).toEqual(withoutEntryIds(content));
  });

  it('writes standard JSON Resume fields', () => {
    const json = toJsonResume(rich);
    expect(json.basics).toMatchObject({
      name: 'Jane Doe',
      label: 'Staff Engineer',
      url: 'https://jane.dev',
      summary: 'I build things.',
      profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/jane' }],
    });
    expect(json.work?.[0]).toMatchObject({
      name: 'Acme',
      position: 'Lead',
      startDate: '2020-03',
      highlights: ['Led 5 people'],
    });
    expect(json.work?.[0]?.endDate).toBeUndefined();
    expect(json.work?.[1]).toMatchObject({ 'x-cvforge-duration': 'Summer 2018–2019' });
    expect(json.education?.[0]).toMatchObject({
      studyType: 'MSc',
      area: 'CS',
      endDate: '2016',
      score: '1.3',
    });
    expect(json.skills?.map((s) => s.name)).toEqual(['Technical', 'Professional', 'Tools']);
    expect(json.languages).toEqual([{ language: 'German', fluency: 'C2' }]);
  });

  it('imports a realistic JSON Resume document into the editor fields', () => {
    const content = fromJsonResume(sample as JsonResume);
    expect(content.personal_info).toMatchObject({
      name: 'Richard Hendriks',
      title: 'Programmer',
      email: 'richard.hendriks@mail.com',
      phone: '(912) 555-4321',
      location: '2712 Broadway St, San Francisco, California, US',
      linkedin: 'https://linkedin.com/in/richardhendriks',
      website: 'http://richardhendricks.example.com',
      photo: 'https://example.com/photo.jpg',
      location_parts: { postal_code: 'CA 94115', city: 'San Francisco', country_code: 'US' },
      profiles: [
        { network: 'Twitter', username: 'neutralthoughts', url: '' },
        { network: 'LinkedIn', username: 'richardhendriks' },
      ],
    });
    const section = (type: string) => content.sections.find((s) => s.type === type);
    expect(section('summary')?.content).toMatchObject({ text: expect.stringContaining('Tulsa') });
    expect(section('experience')?.content).toMatchObject({
      experiences: [
        {
          title: 'CEO/President',
          company: 'Pied Piper',
          duration: 'Dec 2013 - Dec 2014',
          location: 'Palo Alto, CA',
          achievements: expect.arrayContaining(['Successfully won Techcrunch Disrupt']),
        },
        { title: 'Engineer', company: 'Hooli', duration: 'Mar 2011 - Present' },
      ],
    });
    expect(section('education')?.content).toMatchObject({
      education: [
        {
          degree: 'Bachelor',
          field: 'Information Technology',
          institution: 'University of Oklahoma',
          year: 'Jun 2011 - Jan 2014',
          gpa: '4.0',
        },
      ],
    });
    expect(section('skills')?.content).toMatchObject({
      technical: ['HTML', 'CSS', 'JavaScript', 'Mpeg', 'MP4', 'GIF'],
      professional: ['Leadership'],
      tools: ['Git', 'Docker'],
      groups: [{ name: 'Web Development', level: 'Master' }, {}, {}, { name: 'Leadership' }],
    });
    expect(section('languages')).toMatchObject({
      is_visible: true,
      content: { languages: [{ name: 'English', level: 'Native speaker' }] },
    });
    expect(section('certifications')?.content).toMatchObject({
      certifications: [
        {
          name: 'Certified Kubernetes Administrator',
          issuing_organization: 'CNCF',
          year: 'Nov 2021',
        },
      ],
    });
    expect(section('awards')?.content).toMatchObject({
      awards: [
        {
          name: 'Digital Compression Pioneer Award',
          year: 'Nov 2014',
          description: 'There is no spoon.',
        },
      ],
    });
    expect(section('references')?.content).toMatchObject({
      references: [{ name: 'Erlich Bachman', contact: expect.stringContaining('recommend') }],
    });
    expect(section('projects')?.content).toMatchObject({
      projects: [{ name: 'Miss Direction', year: 'Aug 2016' }],
    });
    expect(JSON.stringify(content.sections)).not.toMatch(/CoderDojo|Ferrets|Video compression/);
    expect(keptDocumentFields(content)).toEqual(['volunteer', 'publications', 'interests']);
    expect(cvContentSchema.safeParse(content).success).toBe(true);
  });

  it('round-trips any text in the shared fields', () => {
    const field = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(field, field, field, (title, duration, year) => {
        const content = normaliseCvContent({
          sections: [
            { type: 'summary', content: { text: 'x' } },
            {
              type: 'experience',
              order: 1,
              content: { experiences: [{ title, duration, company: 'c' }] },
            },
            { type: 'education', order: 2, content: { education: [{ year, degree: 'd' }] } },
          ],
        });
        expect(withoutEntryIds(roundTrip(content))).toEqual(withoutEntryIds(content));
      }),
    );
  });
});
