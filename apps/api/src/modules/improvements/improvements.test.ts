import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appliedImprovementsResponseSchema,
  type CvContent,
  generatedImprovementsResponseSchema,
  type ImprovementSuggestion,
  type SuggestionInput,
} from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  apiClient,
  createManualCv,
  editContent,
  manualForm,
  setPlanLimit,
} from '../../testing/cv-content';
import { insertCv } from '../../testing/insight';
import { createTestUser } from '../../testing/test-users';
import { CHOOSE_EXPERIENCE_MESSAGE } from './improvements.service';
import { STILL_PROCESSING_MESSAGE } from '../insight/insight.cvs';

const suggestion = (
  type: SuggestionInput['type'],
  content: SuggestionInput['content'],
): SuggestionInput => ({
  type,
  title: `Improve ${type}`,
  description: '',
  priority: 'high',
  content,
});

const SUGGESTIONS = [
  suggestion('skill', ['Kubernetes', 'typescript']),
  suggestion('skill', ['TypeScript']),
  suggestion('keyword', 'Ran Kafka pipelines for 3 teams.'),
  suggestion('soft_skill', ['Mentoring']),
  suggestion('overall', 'Platform engineer who ships.'),
  suggestion('education', 'Dean list'),
  suggestion('projects', { name: 'cvforge', description: 'A CV builder', year: '2026' }),
  suggestion('formatting', 'Use one column'),
];

const summaryOf = (content: CvContent | Record<string, unknown> | string | null) =>
  JSON.stringify(content).match(/"type":"summary".*?"text":"([^"]*)"/)?.[1];

describe('improvements: generate, read, apply and un-apply (docs/product.md §C4, §C7)', () => {
  let app: TestApp;
  let call: ReturnType<typeof apiClient>;
  let userId: string;
  let cvId: string;
  let original: CvContent;
  let items: ImprovementSuggestion[];
  const byType = (type: string) => items.filter((item) => item.type === type);
  // The user confirms both skills of the two-skill card (improvements.fill.test.ts tests choosing).
  const put = (payload: object) => {
    const [twoSkills] = byType('skill');
    const confirmed = { [twoSkills?.id ?? '']: ['Kubernetes', 'typescript'] };
    return call({ method: 'PUT', url: `/cv/${cvId}/applied`, payload: { confirmed, ...payload } });
  };

  beforeAll(async () => {
    app = await buildTestApp({ env: { CVFORGE_ROLE: 'api' } });
    const user = await createTestUser(app);
    userId = user.user.id;
    call = apiClient(app, user.authorization);
    await setPlanLimit(app, 'free', 'cv_edit_limit', 100);
  });
  afterAll(() => app.teardown());

  beforeEach(async () => {
    cvId = await createManualCv(
      call,
      manualForm({ education: [{ degree: 'BSc', institution: 'TU', honors: '' }] }),
    );
    original = await editContent(call, cvId);
    const generated = await call({
      method: 'POST',
      url: `/cv/${cvId}/generate`,
      payload: { suggestions: SUGGESTIONS },
    });
    expect(generated.json()).toMatchObject({ success: true, data: { total_count: 8 } });
    items = generatedImprovementsResponseSchema.parse(
      (await call({ method: 'GET', url: `/cv/${cvId}/generated` })).json(),
    ).data.generated_improvements;
  });

  it('stores them with ids and sections, and reads ones already in the CV as applied', async () => {
    expect(items.map((item) => [item.type, item.section, item.part_to_update])).toEqual([
      ['skill', 'skills', null],
      ['skill', 'skills', null],
      ['keyword', 'experience', null],
      ['soft_skill', 'soft_skills', null],
      ['overall', 'summary', null],
      ['education', 'education', null],
      ['projects', 'projects', null],
      ['formatting', 'formatting', null],
    ]);
    expect(new Set(items.map((item) => item.id)).size).toBe(8);
    // The CV already lists TypeScript: that one reads as applied (docs/product.md §C4).
    expect(items.map((item) => item.applied)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const recommendations = await call({ method: 'GET', url: `/cv/${cvId}/recommendations` });
    expect(recommendations.json().data).toEqual({
      cv_content: original,
      generated_improvements: items,
    });
  });

  it('applies each type into the content, and un-applying restores exactly the text', async () => {
    // At the limit: the editing session the manual create started covers applying.
    await setPlanLimit(app, 'free', 'cv_edit_limit', 0);
    try {
      await applyAllThenNone();
    } finally {
      await setPlanLimit(app, 'free', 'cv_edit_limit', 100);
    }
  });

  async function applyAllThenNone() {
    const ids = items.filter((item) => item.type !== 'skill' || !item.applied).map((i) => i.id);
    const keyword = byType('keyword')[0]?.id ?? '';
    const applied = await put({ applied_improvements: ids, part_to_update: { [keyword]: 'acme' } });
    expect(applied.statusCode).toBe(200);
    const { data } = appliedImprovementsResponseSchema.parse(applied.json());
    expect(data.generated_improvements.filter((item) => !item.applied)).toEqual([]);
    const saved = await editContent(call, cvId);
    expect(data.cv_content).toEqual(saved);
    const section = (type: string) => saved.sections.find((s) => s.type === type)?.content;
    expect(section('skills')).toMatchObject({
      technical: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
    });
    expect(section('experience')).toMatchObject({
      experiences: [{ achievements: ['Cut latency by 40%', 'Ran Kafka pipelines for 3 teams.'] }],
    });
    expect(section('soft_skills')).toMatchObject({ soft_skills: [{ name: 'Mentoring' }] });
    expect(section('education')).toMatchObject({ education: [{ honors: 'Dean list' }] });
    expect(section('projects')).toMatchObject({ projects: [{ name: 'cvforge', year: '2026' }] });
    expect(summaryOf(saved)).toBe('Platform engineer who ships.');
    expect(data.generated_improvements.find((i) => i.id === keyword)?.part_to_update).toBe('acme');

    expect((await put({ applied_improvements: [] })).statusCode).toBe(200);
    expect(await editContent(call, cvId)).toEqual(original);
  }

  it('keeps what the user wrote after applying when un-applying', async () => {
    const overall = byType('overall')[0]?.id ?? '';
    await put({ applied_improvements: [overall] });
    const edited = await editContent(call, cvId);
    const summary = edited.sections.find((s) => s.type === 'summary');
    if (summary?.type !== 'summary') throw new Error('no summary');
    summary.content.text += ' Edited by me.';
    await call({ method: 'PUT', url: `/cv/${cvId}/content`, payload: { content_json: edited } });
    await put({ applied_improvements: [] });
    expect(summaryOf(await editContent(call, cvId))).toBe(
      'Platform engineer who ships. Edited by me.',
    );
  });

  it('asks which experience receives a keyword or experience improvement', async () => {
    const keyword = byType('keyword')[0]?.id ?? '';
    for (const payload of [
      { applied_improvements: [keyword] },
      { applied_improvements: [keyword], part_to_update: { [keyword]: 'Nobody Inc' } },
    ]) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CHOOSE_EXPERIENCE_MESSAGE);
    }
    expect(await editContent(call, cvId)).toEqual(original);
  });

  it('takes a keyword line the CV already has without asking for a company', async () => {
    const id = await createManualCv(call);
    await call({
      method: 'POST',
      url: `/cv/${id}/generate`,
      payload: { suggestions: [suggestion('keyword', 'Cut latency by 40%')] },
    });
    const [present] = generatedImprovementsResponseSchema.parse(
      (await call({ method: 'GET', url: `/cv/${id}/generated` })).json(),
    ).data.generated_improvements;
    expect(present).toMatchObject({ applied: true, part_to_update: null });
    const before = await editContent(call, id);
    const response = await call({
      method: 'PUT',
      url: `/cv/${id}/applied`,
      payload: { applied_improvements: [present?.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(await editContent(call, id)).toEqual(before);
  });

  it('refuses unknown ids and bad bodies with 400, changing nothing', async () => {
    const bad = [
      { url: `/cv/${cvId}/applied`, method: 'PUT', payload: { applied_improvements: ['nope'] } },
      { url: `/cv/${cvId}/applied`, method: 'PUT', payload: {} },
      { url: `/cv/${cvId}/generate`, method: 'POST', payload: { suggestions: [] } },
      {
        url: `/cv/${cvId}/generate`,
        method: 'POST',
        payload: { suggestions: [{ ...SUGGESTIONS[0], type: 'magic' }] },
      },
    ] as const;
    for (const request of bad) expect((await call(request)).statusCode).toBe(400);
    const after = (await call({ method: 'GET', url: `/cv/${cvId}/generated` })).json();
    expect(after.data.generated_improvements).toEqual(items);
  });

  it('generating again un-applies what was applied and replaces the list', async () => {
    await put({ applied_improvements: byType('skill').map((i) => i.id) });
    expect(await editContent(call, cvId)).not.toEqual(original);
    const again = await call({
      method: 'POST',
      url: `/cv/${cvId}/generate`,
      payload: { suggestions: [suggestion('skill', ['Rust'])] },
    });
    expect(again.json().data.total_count).toBe(1);
    expect(await editContent(call, cvId)).toEqual(original);
    const debug = (await call({ method: 'GET', url: `/cv/${cvId}/debug` })).json().data;
    expect(debug).toMatchObject({ cv_id: cvId, improvements: { total: 1, applied: 0 } });
    expect(debug.sections).toContainEqual({ type: 'skills', entries: 3 });
  });

  it("serialises concurrent PUTs and saves: none loses the others' writes", async () => {
    const keyword = byType('keyword')[0]?.id ?? '';
    const parts = { [keyword]: 'Acme' };
    // Sixteen different applied sets (bit k of n: item k applied), and a save of the user's
    // own edit among them, sent at once.
    const sets = Array.from({ length: 16 }, (_, n) =>
      items.filter((_item, k) => ((n * 37 + 11) >> k) & 1).map((item) => item.id),
    );
    const edited = { ...original, personal_info: { ...original.personal_info, location: 'Oslo' } };
    const puts = sets.map((ids) => put({ applied_improvements: ids, part_to_update: parts }));
    const save = call({
      method: 'PUT',
      url: `/cv/${cvId}/content`,
      payload: { content_json: edited },
    });
    const responses = await Promise.all([...puts.slice(0, 8), save, ...puts.slice(8)]);
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    // The state is one of the sets, whole (TypeScript reads as applied in any case: already in the CV).
    const detected = byType('skill').find((item) => item.applied)?.id;
    const withoutDetected = (ids: string[]) => ids.filter((id) => id !== detected).sort();
    const state = generatedImprovementsResponseSchema.parse(
      (await call({ method: 'GET', url: `/cv/${cvId}/generated` })).json(),
    ).data.generated_improvements;
    const appliedNow = state.filter((item) => item.applied).map((item) => item.id);
    expect(sets.map(withoutDetected)).toContainEqual(withoutDetected(appliedNow));
    expect((await editContent(call, cvId)).personal_info.location).toBe('Oslo');
    await put({ applied_improvements: [] });
    expect(await editContent(call, cvId)).toEqual(edited);
  });

  it("answers another user's CV like a missing one, and refuses a CV still processing", async () => {
    const stranger = apiClient(app, (await createTestUser(app)).authorization);
    const routes = (id: string) =>
      [
        { method: 'POST', url: `/cv/${id}/generate`, payload: { suggestions: SUGGESTIONS } },
        { method: 'GET', url: `/cv/${id}/generated` },
        { method: 'GET', url: `/cv/${id}/recommendations` },
        { method: 'PUT', url: `/cv/${id}/applied`, payload: { applied_improvements: [] } },
        { method: 'GET', url: `/cv/${id}/debug` },
      ] as const;
    const missing = routes(crypto.randomUUID());
    for (const [index, route] of routes(cvId).entries()) {
      const theirs = await stranger(route);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual((await stranger(missing[index] ?? route)).json());
    }
    const processing = await insertCv(app, userId);
    const response = await call({
      method: 'POST',
      url: `/cv/${processing.id}/generate`,
      payload: { suggestions: SUGGESTIONS },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(STILL_PROCESSING_MESSAGE);
  });
});
