import type { CvContent } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { mainSection } from '../tailor/sections';
import { briefOverviewCv } from './brief-overview';

const OVERVIEWS = {
  nurse:
    "I'm Ana Ruiz, a nurse with 6 years at St Mary's Hospital, skilled in triage and ICU care. I hold a BSN in Nursing from King's College London (2017). I speak English and Spanish. Email ana.ruiz@example.com, phone +44 7700 900123.",
  developer:
    'My name is Tom Becker. I work as a backend developer at Zalando since 2021, before that as a junior developer at SAP from 2018 to 2021. Experienced with Python, Django, PostgreSQL and Docker. Based in Berlin.',
  accountant:
    "I am Priya, an accountant with 4 years at Deloitte. Skills: IFRS, month-end close, Excel and SAP. ACCA qualified. Fluent in Hindi and English. I'm a team player with strong attention to detail.",
  teacher:
    'Hi, this is Marek Nowak, a maths teacher at Oakwood Academy since 2019. I use Google Classroom and GeoGebra. linkedin.com/in/mareknowak',
  sparse: 'Looking for a first job in retail, happy to learn and work weekends.',
};

/** Words the summary template adds around the overview's own facts. */
const TEMPLATE_WORDS = new Set(['with', 'years', 'of', 'experience', 'at', 'skilled', 'in', 'and']);

/** Every text value of the CV except ids and section titles. */
function values(content: CvContent): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      if (value.trim()) found.push({ where, text: value });
    } else if (Array.isArray(value))
      value.forEach((item, index) => walk(item, `${where}[${index}]`));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value))
        if (key !== 'id') walk(item, `${where}.${key}`);
  };
  walk(content.personal_info, 'personal_info');
  walk(content.metadata, 'metadata');
  for (const section of content.sections) walk(section.content, section.type);
  return found;
}

const lower = (text: string) => text.toLowerCase();

describe('briefOverviewCv', () => {
  it.each(Object.entries(OVERVIEWS))('invents nothing from the %s overview', (_, overview) => {
    const cv = briefOverviewCv(overview);
    for (const { where, text } of values(cv)) {
      if (where === 'summary.text') {
        const words = text.match(/[\p{L}\p{N}'’+-]+/gu) ?? [];
        const foreign = words.filter(
          (word) => !TEMPLATE_WORDS.has(lower(word)) && !lower(overview).includes(lower(word)),
        );
        expect(foreign, text).toEqual([]);
      } else expect(lower(overview), where).toContain(lower(text));
    }
  });

  it('reads name, role, employer, years, skills, schooling, languages and contact details', () => {
    const cv = briefOverviewCv(OVERVIEWS.nurse);
    expect(cv.personal_info).toMatchObject({
      name: 'Ana Ruiz',
      title: 'Nurse',
      email: 'ana.ruiz@example.com',
      phone: '+44 7700 900123',
    });
    expect(mainSection(cv, 'experience')?.content.experiences).toMatchObject([
      { title: 'Nurse', company: "St Mary's Hospital" },
    ]);
    expect(mainSection(cv, 'summary')?.content.text).toContain('6 years');
    expect(mainSection(cv, 'skills')?.content.technical).toEqual(['triage', 'ICU care']);
    expect(mainSection(cv, 'education')?.content.education).toMatchObject([
      { degree: 'BSN', field: 'Nursing', institution: "King's College London", year: '2017' },
    ]);
    expect(mainSection(cv, 'languages')?.content.languages.map((entry) => entry.name)).toEqual([
      'English',
      'Spanish',
    ]);
  });

  it('keeps each job with the role and dates its own clause states', () => {
    const cv = briefOverviewCv(OVERVIEWS.developer);
    expect(mainSection(cv, 'experience')?.content.experiences).toMatchObject([
      { title: 'Backend developer', company: 'Zalando', duration: 'Since 2021' },
      { title: 'Junior developer', company: 'SAP', duration: '2018 to 2021' },
    ]);
    expect(mainSection(cv, 'skills')?.content.technical).toEqual([
      'Python',
      'Django',
      'PostgreSQL',
      'Docker',
    ]);
    expect(cv.personal_info.location).toBe('Berlin');
  });

  it('puts soft skills and certifications in their own sections', () => {
    const cv = briefOverviewCv(OVERVIEWS.accountant);
    expect(mainSection(cv, 'soft_skills')?.content.soft_skills.map((entry) => entry.name)).toEqual([
      'Team player',
      'Attention to detail',
    ]);
    expect(mainSection(cv, 'certifications')?.content.certifications).toMatchObject([
      { name: 'ACCA qualified' },
    ]);
    expect(mainSection(cv, 'skills')?.content.technical).not.toContain('team player');
  });

  it('leaves empty what the overview does not say', () => {
    const cv = briefOverviewCv(OVERVIEWS.sparse);
    expect(cv.personal_info).toMatchObject({ name: '', email: '', phone: '' });
    expect(mainSection(cv, 'experience')?.content.experiences).toEqual([]);
    expect(mainSection(cv, 'education')?.content.education).toEqual([]);
  });
});
