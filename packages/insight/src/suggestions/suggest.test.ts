import { SUGGESTION_PRIORITY_BY_TYPE, engineSuggestionSchema } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { engine, pair } from '../testing/fixtures';

describe('improvement suggestions', () => {
  const weak = pair('software-lead-weak');

  it('derive from the ATS report with the §C9 priorities and content ready to insert', async () => {
    const report = await engine.analyzeAts({ content: weak.content, target: weak.job });
    const suggestions = report.suggestions ?? [];
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      expect(engineSuggestionSchema.parse(suggestion)).toEqual(suggestion);
      const expected =
        (SUGGESTION_PRIORITY_BY_TYPE as Record<string, string>)[suggestion.type] ?? 'low';
      expect(suggestion.priority).toBe(expected);
    }
    const skill = suggestions.find((suggestion) => suggestion.type === 'skill');
    expect(skill?.content).toEqual(report.technicalSkills.missing.slice(0, 8));
  });

  it('never invents experience: a keyword line is the user’s own from another CV, or a template to fill in', async () => {
    const strong = pair('software-backend-strong');
    const report = await engine.analyzeAts({
      content: weak.content,
      target: weak.job,
      otherCvs: [{ title: 'Older CV', content: strong.content }],
    });
    const otherLines = strong.content.sections.flatMap((section) =>
      section.type === 'experience'
        ? section.content.experiences.flatMap((entry) => entry.achievements)
        : [],
    );
    for (const suggestion of report.suggestions?.filter(
      (item) => item.type === 'keyword' || item.type === 'experience',
    ) ?? []) {
      const line = suggestion.content as string;
      expect(otherLines.includes(line) || /\[[^\]]+\]/.test(line), line).toBe(true);
    }
  });

  it('are the same through the engine operation as in the report', async () => {
    const report = await engine.analyzeAts({ content: weak.content, target: weak.job });
    const again = await engine.suggestImprovements({ content: weak.content, report });
    expect(again.map((item) => item.type)).toEqual(report.suggestions?.map((item) => item.type));
  });
});
