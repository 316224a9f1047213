import { describe, expect, it } from 'vitest';
import { normaliseCvContentStrict } from './normalise-cv-content';

/** The normalised content of one section given with `raw` content. */
function contentOf(type: string, raw: unknown): unknown {
  const { sections } = normaliseCvContentStrict({ sections: [{ type, content: raw }] });
  return sections.find((section) => section.type === type)?.content;
}

describe('normaliseCvContent: alternate field names and plain strings', () => {
  it('reads experience written with job_title, employer, dates, city, highlights, bullets', () => {
    expect(
      contentOf('experience', [
        {
          job_title: 'Engineer',
          employer: 'Acme',
          dates: '2019 - 2021',
          city: 'Oslo',
          highlights: ['Shipped v2', { text: 'Led the migration', isEnhanced: true }],
        },
        {
          role: 'Intern',
          organization: 'Globex',
          period: '2018',
          bullets: '• Wrote tests\n- Fixed bugs',
        },
        {
          position: 'Lead',
          company: 'Initech',
          startDate: '2022-01',
          description: 'Owns the platform',
        },
        'Freelance developer',
      ]),
    ).toEqual({
      experiences: [
        {
          id: 'experience-0',
          title: 'Engineer',
          company: 'Acme',
          duration: '2019 - 2021',
          location: 'Oslo',
          achievements: ['Shipped v2', 'Led the migration'],
        },
        {
          id: 'experience-1',
          title: 'Intern',
          company: 'Globex',
          duration: '2018',
          location: '',
          achievements: ['Wrote tests', 'Fixed bugs'],
        },
        {
          id: 'experience-2',
          title: 'Lead',
          company: 'Initech',
          duration: '2022-01 - Present',
          location: '',
          achievements: ['Owns the platform'],
        },
        {
          id: 'experience-3',
          title: 'Freelance developer',
          company: '',
          duration: '',
          location: '',
          achievements: [],
        },
      ],
    });
  });

  it('reads education under education or educations, with numbers as text', () => {
    const entry = {
      degree: 'BA',
      major: 'History',
      university: 'Uppsala',
      graduation_year: 2012,
      GPA: 3.8,
    };
    const expected = {
      education: [
        {
          id: 'education-0',
          degree: 'BA',
          field: 'History',
          institution: 'Uppsala',
          year: '2012',
          gpa: '3.8',
          honors: '',
        },
      ],
    };
    expect(contentOf('education', { educations: [entry] })).toEqual(expected);
    expect(contentOf('education', { education: [entry] })).toEqual(expected);
    expect(normaliseCvContentStrict({ educations: [entry] }).sections).toContainEqual(
      expect.objectContaining({ type: 'education', content: expected }),
    );
  });

  it('reads personal info under its alternate names', () => {
    const content = normaliseCvContentStrict({
      contact: {
        full_name: 'Mei Chen',
        job_title: 'Analyst',
        address: 'Taipei',
        phone_number: 123,
      },
      basics: {
        email: 'mei@example.com',
        profiles: [{ network: 'LinkedIn', url: 'linkedin.com/in/mei' }],
      },
    });
    expect(content.personal_info).toEqual({
      name: 'Mei Chen',
      title: 'Analyst',
      email: 'mei@example.com',
      phone: '123',
      location: 'Taipei',
      linkedin: 'linkedin.com/in/mei',
      website: '',
    });
    expect(
      normaliseCvContentStrict({ personal_info: { firstName: 'Mei', lastName: 'Chen' } })
        .personal_info.name,
    ).toBe('Mei Chen');
  });

  it('reads languages as "French (fluent)" strings and as { language, proficiency }', () => {
    expect(contentOf('languages', 'French (fluent); German - B2, Welsh')).toEqual({
      languages: [
        { id: 'languages-0', name: 'French', level: 'fluent' },
        { id: 'languages-1', name: 'German', level: 'B2' },
        { id: 'languages-2', name: 'Welsh', level: '' },
      ],
    });
    expect(contentOf('languages', [{ language: 'Hindi', proficiency: 'Native' }])).toEqual({
      languages: [{ id: 'languages-0', name: 'Hindi', level: 'Native' }],
    });
  });

  it('reads skills as a list, a delimited string, buckets, or { name, keywords } items', () => {
    const empty = { technical: [], professional: [], tools: [] };
    expect(contentOf('skills', ['Go', 'go', ' Rust '])).toEqual({
      ...empty,
      technical: ['Go', 'Rust'],
    });
    expect(contentOf('skills', 'Go,, Rust;\nSQL')).toEqual({
      ...empty,
      technical: ['Go', 'Rust', 'SQL'],
    });
    expect(
      contentOf('skills', {
        technical_skills: 'Go',
        soft: ['Coaching'],
        software: ['Jira'],
        frameworks: ['React'],
      }),
    ).toEqual({ technical: ['Go', 'React'], professional: ['Coaching'], tools: ['Jira'] });
    expect(
      contentOf('skills', [
        { name: 'Web', keywords: ['HTML', 'CSS'] },
        { name: 'Figma', category: 'tools' },
      ]),
    ).toEqual({ ...empty, technical: ['Web', 'HTML', 'CSS'], tools: ['Figma'] });
  });

  it('reads a summary from text, an object or a list of lines', () => {
    expect(contentOf('summary', 'Curious engineer.')).toEqual({
      text: 'Curious engineer.',
      highlightedKeywords: [],
    });
    expect(contentOf('summary', { summary: 'Hi', keywords: 'Go, Kafka' })).toEqual({
      text: 'Hi',
      highlightedKeywords: ['Go', 'Kafka'],
    });
    expect(contentOf('summary', ['One.', 'Two.'])).toEqual({
      text: 'One.\nTwo.',
      highlightedKeywords: [],
    });
  });

  it('reads achievements, soft skills and awards given as plain strings', () => {
    expect(contentOf('achievements', 'Won the 2020 hackathon\nGrew revenue 20%, twice')).toEqual({
      achievements: [
        {
          id: 'achievements-0',
          name: 'Won the 2020 hackathon',
          description: '',
          year: '',
          context: '',
        },
        {
          id: 'achievements-1',
          name: 'Grew revenue 20%, twice',
          description: '',
          year: '',
          context: '',
        },
      ],
    });
    expect(contentOf('soft_skills', ['Teamwork', 'Leadership: runs retros'])).toEqual({
      soft_skills: [
        { id: 'soft_skills-0', name: 'Teamwork', description: '' },
        { id: 'soft_skills-1', name: 'Leadership', description: 'runs retros' },
      ],
    });
    expect(contentOf('awards', [{ title: 'Best Paper', date: 2019, awarder: 'ACM' }])).toEqual({
      awards: [{ id: 'awards-0', name: 'Best Paper', year: '2019', description: 'ACM' }],
    });
  });

  it('reads certifications, references and projects under their alternate names', () => {
    expect(
      contentOf('certifications', [
        { title: 'CKA', issuer: 'CNCF', date: '2023', expires: '2026' },
      ]),
    ).toEqual({
      certifications: [
        {
          id: 'certifications-0',
          name: 'CKA',
          issuing_organization: 'CNCF',
          year: '2023',
          expiry: '2026',
        },
      ],
    });
    expect(
      contentOf('references', [
        { name: 'Sam', position: 'CTO', employer: 'Acme', email: 's@a.io' },
      ]),
    ).toEqual({
      references: [
        { id: 'references-0', name: 'Sam', title: 'CTO', company: 'Acme', contact: 's@a.io' },
      ],
    });
    expect(
      contentOf('projects', {
        items: [
          { title: 'cvforge', summary: 'CV builder', dates: '2024', link: 'https://cvforge.dev' },
        ],
      }),
    ).toEqual({
      projects: [
        {
          id: 'projects-0',
          name: 'cvforge',
          description: 'CV builder',
          year: '2024',
          url: 'https://cvforge.dev',
        },
      ],
    });
  });

  it('reads a cover letter as text, { cover_letter: text } or { cover_letter: { content } }', () => {
    const expected = { cover_letter: { content: 'Dear team' } };
    expect(contentOf('cover_letter', 'Dear team')).toEqual(expected);
    expect(contentOf('cover_letter', { cover_letter: 'Dear team' })).toEqual(expected);
    expect(contentOf('cover_letter', { cover_letter: { content: 'Dear team' } })).toEqual(expected);
    expect(contentOf('cover_letter', '{"content":"Dear team"}')).toEqual(expected);
  });

  it('merges a top-level soft_skills list into the soft_skills section without repeats', () => {
    const { sections } = normaliseCvContentStrict({
      sections: [
        { type: 'soft_skills', is_visible: true, content: { soft_skills: [{ name: 'Empathy' }] } },
      ],
      soft_skills: 'Empathy, Patience',
    });
    expect(sections.find((s) => s.type === 'soft_skills')?.content).toEqual({
      soft_skills: [
        { id: 'soft_skills-0', name: 'Empathy', description: '' },
        { id: 'soft_skills-1', name: 'Patience', description: '' },
      ],
    });
  });

  it('takes metadata from metadata, else from the record around the CV', () => {
    const wrapped = {
      job_title: 'CTO',
      template: { id: 'creative' },
      generated_content: { summary: 'Hi' },
    };
    expect(normaliseCvContentStrict(wrapped).metadata).toEqual({
      target_role: 'CTO',
      template_id: 'creative',
    });
    const own = { metadata: '{"targetRole":"CFO","templateId":"classic"}', summary: 'Hi' };
    expect(normaliseCvContentStrict(own).metadata).toEqual({
      target_role: 'CFO',
      template_id: 'classic',
    });
  });
});
