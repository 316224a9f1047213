import { describe, expect, it } from 'vitest';
import { ALTERNATE_SECTION_CATALOGUE } from '../catalogue';
import { createEmptyCvContent } from '../create-empty';
import generatedRecord from './fixtures/generated-record.json';
import legacyPreview from './fixtures/legacy-preview-response.json';
import manualPayload from './fixtures/manual-payload.json';
import { normaliseCvContent, normaliseCvContentStrict } from './normalise-cv-content';

const types = (input: unknown) => normaliseCvContent(input).sections.map((s) => s.type);
const section = (input: unknown, type: string) =>
  normaliseCvContent(input).sections.find((s) => s.type === type);

describe('normaliseCvContent: shapes of a whole CV', () => {
  it('reads the flat manual-CV payload', () => {
    const content = normaliseCvContentStrict(manualPayload);
    expect(content.personal_info).toMatchObject({
      name: 'Priya Raman',
      email: 'priya.raman@example.com',
    });
    expect(content.sections.map((s) => [s.type, s.order, s.is_visible])).toEqual([
      ['summary', 0, true],
      ['skills', 1, true],
      ['soft_skills', 2, false],
      ['experience', 3, true],
      ['education', 4, true],
      ['certifications', 5, true],
      ['achievements', 6, true],
      ['languages', 7, true],
    ]);
    expect(section(manualPayload, 'summary')?.content).toEqual({
      text: 'Data engineer with eight years of experience building batch and streaming pipelines.',
      highlightedKeywords: [],
    });
    expect(section(manualPayload, 'skills')?.content).toEqual({
      technical: ['Python', 'SQL', 'Spark', 'Kafka'],
      professional: ['Stakeholder management', 'Mentoring'],
      tools: ['Airflow', 'dbt', 'Terraform'],
    });
    expect(section(manualPayload, 'experience')?.content).toMatchObject({
      experiences: [
        {
          id: 'experience-0',
          company: 'Northwind Logistics',
          achievements: [
            'Moved 40 nightly jobs to Airflow, cutting failures by 70%',
            'Built a Kafka ingestion layer handling 2M events/day',
          ],
        },
        {
          id: 'experience-1',
          achievements: ['Designed the customer data warehouse', 'Mentored two graduates'],
        },
      ],
    });
    expect(section(manualPayload, 'education')?.content).toEqual({
      education: [
        {
          id: 'education-0',
          degree: 'MSc',
          field: 'Computer Science',
          institution: 'University of Leeds',
          year: '2017',
          gpa: '',
          honors: '',
        },
      ],
    });
  });

  it('reads a generation result whose generated_content is JSON text', () => {
    const content = normaliseCvContentStrict(generatedRecord);
    expect(content.personal_info).toEqual({
      name: 'Tomás Ortega',
      title: 'Product Designer',
      email: 'tomas@example.org',
      phone: '+34 600 123 456',
      location: 'Valencia, Spain',
      linkedin: 'linkedin.com/in/tomasortega',
      website: '',
      photo: 'https://cdn.example.org/tomas.jpg',
    });
    expect(content.metadata).toEqual({
      target_role: 'Lead Product Designer',
      template_id: 'modern',
    });
    expect(content.sections.map((s) => [s.id, s.title])).toEqual([
      ['s1', 'Profile'],
      ['s2', 'Experience'],
      ['s3', 'Skills'],
      ['s4', 'Languages'],
      ['s5', 'Cover Letter'],
    ]);
    expect(section(generatedRecord, 'cover_letter')).toMatchObject({
      is_visible: false,
      content: { cover_letter: { content: 'Dear hiring team,\n\nI would love to join Lumen.' } },
    });
  });

  it('reads preview_content inside an API response and merges repeated sections', () => {
    const content = normaliseCvContentStrict(legacyPreview);
    expect(content.sections.map((s) => s.type)).toEqual([
      'personal_info',
      'summary',
      'skills',
      'soft_skills',
      'experience',
      'education',
      'achievements',
      'certifications',
      'references',
    ]);
    expect(section(legacyPreview, 'experience')?.content).toMatchObject({
      experiences: [{ company: 'St. Nicholas Hospital' }, { company: 'Reddington Hospital' }],
    });
    expect(section(legacyPreview, 'soft_skills')?.content).toMatchObject({
      soft_skills: [{ name: 'Empathy' }, { name: 'Calm under pressure' }],
    });
  });

  it('accepts content as JSON text at every level', () => {
    const inner = {
      personal_info: { name: 'Ana' },
      sections: [{ type: 'summary', content: '{"text":"Hi"}' }],
    };
    const wrapped = JSON.stringify({ content: JSON.stringify(JSON.stringify(inner)) });
    expect(normaliseCvContentStrict(wrapped)).toEqual(normaliseCvContentStrict(inner));
    expect(section(wrapped, 'summary')?.content).toEqual({ text: 'Hi', highlightedKeywords: [] });
  });

  it('takes sections given as an object keyed by type or as a list of type names', () => {
    expect(types({ sections: { experience: [], summary: 'Hi', hobbies: 'chess' } })).toEqual([
      'experience',
      'summary',
    ]);
    expect(types({ sections: ['skills', 'summary', 'Work Experience', 'knitting'] })).toEqual([
      'skills',
      'summary',
      'experience',
    ]);
  });

  it('drops unknown section types, adds missing required ones and forces them visible', () => {
    const content = normaliseCvContentStrict({
      sections: [
        { type: 'hobbies', content: 'chess' },
        { type: 'summary', order: 3, is_visible: false, is_required: false },
        { type: 'skills', order: 1 },
      ],
    });
    expect(content.sections.map((s) => [s.type, s.order, s.is_visible, s.is_required])).toEqual([
      ['skills', 0, true, false],
      ['summary', 1, true, true],
      ['experience', 2, true, true],
    ]);
  });

  it('sorts by given order, renumbers from 0, puts added sections where the catalogue does', () => {
    const given = {
      sections: [
        { type: 'education', order: 9 },
        { type: 'summary', order: '2' },
      ],
    };
    expect(normaliseCvContent(given).sections.map((s) => [s.type, s.order])).toEqual([
      ['summary', 0],
      ['experience', 1],
      ['education', 2],
    ]);
  });

  it('returns the empty default CV for input that holds no CV', () => {
    for (const input of [undefined, null, 42, 'not json', '{broken', [], {}, { success: false }]) {
      expect(normaliseCvContent(input)).toEqual(createEmptyCvContent());
    }
  });

  it('adds a personal_info section with the alternate catalogue and mirrors personal_info in it', () => {
    const content = normaliseCvContent(
      { personal_info: { name: 'Ana' }, sections: [] },
      ALTERNATE_SECTION_CATALOGUE,
    );
    expect(content.sections[0]).toMatchObject({
      type: 'personal_info',
      is_required: true,
      content: { name: 'Ana' },
    });
  });

  it('gives stable ids: derived from type and position, made unique', () => {
    const input = {
      sections: [
        { id: 'x', type: 'summary' },
        { id: 'x', type: 'experience', content: [{ id: 'experience-1' }, {}, { id: 7 }] },
      ],
    };
    const content = normaliseCvContent(input);
    expect(content.sections.map((s) => s.id)).toEqual(['x', 'x-2']);
    expect(section(input, 'experience')?.content).toMatchObject({
      experiences: [{ id: 'experience-1' }, { id: 'experience-1-2' }, { id: '7' }],
    });
    expect(normaliseCvContent(input)).toEqual(content);
  });
});
