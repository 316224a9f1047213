import { describe, expect, it } from 'vitest';
import type { EngineContext } from '../ats/analyze-ats';
import { defaultKnowledge } from '../knowledge';
import { QUALITY_PAIRS } from '../quality/pairs';
import { titleRelabelled } from './letter-quality';
import { normalCase } from './normal-case';
import { mainSection } from './sections';
import { tailorCv } from './tailor-cv';
import { contentOf, pairById, TAILOR_NOW, tailorInput } from './testing';

const knowledge = defaultKnowledge();
const context: EngineContext = { knowledge, now: TAILOR_NOW };

/** The accountant pair's CV as a Financial Controller who was once a Staff Accountant. */
function controller() {
  const pair = pairById('finance-accountant-partial');
  const content = contentOf(pair);
  content.personal_info.title = 'Financial Controller';
  const jobs = mainSection(content, 'experience')?.content.experiences ?? [];
  if (jobs[0]) jobs[0].title = 'Financial Controller';
  if (jobs[1]) jobs[1].title = 'Staff Accountant';
  return { pair, content };
}

describe('tailoring keeps the person who they are', () => {
  it('never relabels the headline with a title pieced together from two of the CV titles', () => {
    const { pair, content } = controller();
    for (const matchingLevel of [7, 10]) {
      const result = tailorCv(context, tailorInput(pair, { content, matchingLevel }));
      expect(result.content.personal_info.title).toBe('Financial Controller');
      const summary = mainSection(result.content, 'summary')?.content.text ?? '';
      expect(summary).not.toContain('Financial Accountant');
    }
  });

  it('relabels no title on any quality pair at any level', () => {
    const relabelled = QUALITY_PAIRS.flatMap((pair) =>
      [4, 7, 10].flatMap((matchingLevel) => {
        const result = tailorCv(context, tailorInput(pair, { matchingLevel }));
        return titleRelabelled(contentOf(pair), result.content)
          ? [`${pair.id}@${matchingLevel}: ${result.content.personal_info.title}`]
          : [];
      }),
    );
    expect(relabelled).toEqual([]);
  });

  it("names no skill more often in the rewritten summary than the CV's own summary did", () => {
    const counts = (text: string) => {
      const found = new Map<string, number>();
      for (const hit of knowledge.findTerms(text))
        found.set(hit.term.name, (found.get(hit.term.name) ?? 0) + 1);
      return found;
    };
    const repeated = QUALITY_PAIRS.flatMap((pair) => {
      const original = counts(mainSection(contentOf(pair), 'summary')?.content.text ?? '');
      const result = tailorCv(context, tailorInput(pair, { matchingLevel: 10 }));
      const summary = counts(mainSection(result.content, 'summary')?.content.text ?? '');
      return [...summary]
        .filter(([name, count]) => count > Math.max(1, original.get(name) ?? 0))
        .map(([name]) => `${pair.id}: ${name}`);
    });
    expect(repeated).toEqual([]);
  });

  it('writes shouted names and titles in normal case, acronyms kept', () => {
    expect(normalCase('DEVOPS ENGINEER', knowledge)).toBe('DevOps Engineer');
    expect(normalCase('JANE O’NEIL')).toBe('Jane O’Neil');
    expect(normalCase('HEAD OF SQL AND AWS PLATFORMS')).toBe('Head of SQL and AWS Platforms');
    expect(normalCase('CFO')).toBe('CFO');
    expect(normalCase('Data Scientist')).toBe('Data Scientist');
    const pair = pairById('software-backend-strong');
    const content = contentOf(pair);
    content.personal_info.name = 'DANIEL OKAFOR';
    content.personal_info.title = 'SENIOR BACKEND ENGINEER';
    const result = tailorCv(context, tailorInput(pair, { content, matchingLevel: 4 }));
    expect(result.content.personal_info).toMatchObject({
      name: 'Daniel Okafor',
      title: 'Senior Backend Engineer',
    });
    expect(mainSection(result.content, 'summary')?.content.text).not.toMatch(/BACKEND/);
  });

  it('does not put a doubtful headline into the summary', () => {
    const pair = pairById('software-devops-partial');
    const summaryWith = (parseConfidence: Record<string, number>) =>
      mainSection(
        tailorCv(context, tailorInput(pair, { matchingLevel: 7, parseConfidence })).content,
        'summary',
      )?.content.text ?? '';
    expect(summaryWith({})).toMatch(/^Systems Administrator\./);
    expect(
      summaryWith({ 'personal_info.title': 0.3, 'sections.experience.0.title': 0.4 }),
    ).not.toContain('Systems Administrator');
  });
});
