import {
  SUGGESTION_PRIORITY_BY_TYPE,
  composeFillIn,
  engineSuggestionSchema,
  hasTemplateText,
} from '@cvforge/contracts';
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

  it('never invents experience: a keyword line is the user’s own from another CV, or asks for their words', async () => {
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
      if (suggestion.fill_in) expect(line).toBe('');
      else expect(otherLines).toContain(line);
    }
  });

  it('write no placeholder: a sentence needing the user’s words is a form, composed from the answers', async () => {
    const report = await engine.analyzeAts({ content: weak.content, target: weak.job });
    const suggestions = report.suggestions ?? [];
    const texts = suggestions.flatMap((item) =>
      typeof item.content === 'string'
        ? [item.content]
        : Array.isArray(item.content)
          ? item.content
          : [],
    );
    expect(texts.filter(hasTemplateText)).toEqual([]);
    const forms = suggestions.filter((item) => item.fill_in);
    expect(forms.map((item) => item.type)).toEqual(
      expect.arrayContaining(['keyword', 'experience']),
    );
    for (const { fill_in: form } of forms) {
      if (!form) continue;
      expect(composeFillIn(form, {}).ok).toBe(false);
      const answers = Object.fromEntries(
        form.fields.map((field) => [field.key, `my ${field.key}`]),
      );
      const composed = composeFillIn(form, answers);
      expect(composed.ok && !hasTemplateText(composed.text) && composed.text).toMatch(
        /my (what|team)/i,
      );
    }
  });

  it('are the same through the engine operation as in the report', async () => {
    const report = await engine.analyzeAts({ content: weak.content, target: weak.job });
    const again = await engine.suggestImprovements({ content: weak.content, report });
    expect(again.map((item) => item.type)).toEqual(report.suggestions?.map((item) => item.type));
  });
});
