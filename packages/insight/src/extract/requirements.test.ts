import { describe, expect, it } from 'vitest';
import { defaultKnowledge } from '../knowledge';
import { readRequirements } from './requirements';

const read = (posting: string) => readRequirements(defaultKnowledge(), posting);
const texts = (posting: string) => read(posting).map((requirement) => requirement.text);

describe('reading a job posting requirement by requirement', () => {
  it('keeps the posting order and marks must or nice from its headings and words', () => {
    const found = read(
      [
        'Requirements',
        '- 3+ years of experience with Kotlin and Flask',
        '- Scrum or Kanban',
        'Nice to have',
        '- SEO for product pages',
        '- Go is a plus',
      ].join('\n'),
    );
    expect(found.map(({ text, must }) => [text, must])).toEqual([
      ['3 years', true],
      ['Kotlin', true],
      ['Flask', true],
      ['Scrum', true],
      ['Kanban', true],
      ['SEO', false],
      ['product pages', false],
      ['Go', false],
    ]);
  });

  it('reads phrases the catalogue does not know, and names what it knows', () => {
    const found = read('Requirements\n- SQL: window functions, CTEs and confidence intervals');
    expect(found.map(({ text }) => text)).toEqual([
      'SQL',
      'window functions',
      'CTEs',
      'confidence intervals',
    ]);
    expect(found[0]?.catalogued).toBe('SQL');
  });

  it('writes a phrase as the posting does, whatever joins its words', () => {
    expect(texts('Requirements\n- R&D budgets\n- Design–build 🚀 projects')).toEqual([
      'R&D budgets',
      'Design–build 🚀 projects',
    ]);
  });

  it('takes soft skills only from explicit phrases, never from adjectives', () => {
    expect(texts('We build dependable dashboards with a collaborative team.')).not.toContain(
      'Reliability',
    );
    const found = read('- Explaining results to non-technical people; strong communication skills');
    expect(
      found.filter(({ kind }) => kind === 'soft_skill').map(({ catalogued }) => catalogued),
    ).toEqual(['Communication']);
    expect(read('- Python and SQL').some(({ kind }) => kind === 'soft_skill')).toBe(false);
  });

  it('does not read a word in another sense ("warehouse connections")', () => {
    const found = read('- Manage warehouse connections for dbt models');
    expect(found.map(({ catalogued }) => catalogued)).not.toContain('Warehouse Management');
    expect(found.map(({ text }) => text)).toContain('warehouse connections');
  });

  it('reads years, degrees, licences, authorisation, location and languages', () => {
    const found = read(
      [
        'Location: Lisbon, Portugal',
        'Who may apply: US citizens',
        '- Two years of experience as a paralegal.',
        "- A bachelor's degree in accounting.",
        '- A current, active registered nurse license.',
        '- Fluent German is preferred.',
        '- Or 4 years of accounting experience with a CPA certificate.',
      ].join('\n'),
    );
    const byKind = (kind: string) =>
      found
        .filter((requirement) => requirement.kind === kind)
        .map(({ text, must }) => [text, must]);
    expect(byKind('location')).toEqual([['Lisbon, Portugal', true]]);
    expect(byKind('authorisation')).toEqual([['US citizenship', true]]);
    expect(byKind('years')).toEqual([
      ['2 years', true],
      ['4 years', false],
    ]);
    expect(byKind('degree')).toEqual([["bachelor's degree in accounting", true]]);
    expect(byKind('certification')).toContainEqual(['registered nurse license', true]);
    expect(byKind('language')).toEqual([['German', false]]);
  });

  it('skips the opening prose of a posting with sections', () => {
    expect(
      texts('We are hiring to scale our payments platform.\nRequirements:\n- Terraform'),
    ).toEqual(['Terraform']);
    expect(texts('You know Terraform well.')).toEqual(['Terraform']);
  });

  it('skips the company and benefits sections', () => {
    expect(texts('About us\n- We sell Kubernetes training\nRequirements\n- Terraform')).toEqual([
      'Terraform',
    ]);
  });
});
