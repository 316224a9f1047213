import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appliedImprovementsResponseSchema,
  type CvContent,
  generatedImprovementsResponseSchema,
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
import { createTestUser } from '../../testing/test-users';
import { CONFIRM_SKILLS_MESSAGE, UNKNOWN_SKILL_MESSAGE } from './improvements.fill';

const KEYWORD_FORM: SuggestionInput = {
  type: 'keyword',
  title: 'Use "experimentation" in your experience',
  description: 'Tell what you did with it and what came of it.',
  priority: 'high',
  content: '',
  fill_in: {
    sentence: 'Used experimentation to {what}, {result} by {number}.',
    fields: [
      { key: 'what', label: 'What you did with experimentation' },
      { key: 'result', label: 'The result' },
      { key: 'number', label: 'The number' },
    ],
  },
};
const EIGHT_SKILLS = [
  'Python',
  'SQL',
  'Machine Learning',
  'Statistics',
  'pandas',
  'R',
  'dbt',
  'Go',
];
const SKILLS: SuggestionInput = {
  type: 'skill',
  title: 'Add missing technical skills',
  description: 'Confirm each one you have used: only those are added.',
  priority: 'high',
  content: EIGHT_SKILLS,
};

const achievementsOf = (content: CvContent) =>
  content.sections.flatMap((s) => (s.type === 'experience' ? s.content.experiences : []))[0]
    ?.achievements;
const technicalOf = (content: CvContent) =>
  content.sections.flatMap((s) => (s.type === 'skills' ? s.content.technical : []));

describe('improvements that need the user (docs/decisions/032-no-placeholders.md)', () => {
  let app: TestApp;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await buildTestApp({ env: { CVFORGE_ROLE: 'api' } });
    call = apiClient(app, (await createTestUser(app)).authorization);
    await setPlanLimit(app, 'free', 'cv_edit_limit', 100);
  });
  afterAll(() => app.teardown());

  async function cvWith(suggestions: SuggestionInput[]) {
    const cvId = await createManualCv(call);
    const generated = await call({
      method: 'POST',
      url: `/cv/${cvId}/generate`,
      payload: { suggestions },
    });
    expect(generated.statusCode).toBe(200);
    const items = generatedImprovementsResponseSchema.parse(
      (await call({ method: 'GET', url: `/cv/${cvId}/generated` })).json(),
    ).data.generated_improvements;
    const put = (payload: object) => call({ method: 'PUT', url: `/cv/${cvId}/applied`, payload });
    return { cvId, items, put };
  }

  it('refuses a fill-in improvement until every field is filled, naming it; then writes the composed line', async () => {
    const { cvId, items, put } = await cvWith([KEYWORD_FORM]);
    const [form] = items;
    expect(form).toMatchObject({ content: '', fill_in: KEYWORD_FORM.fill_in, applied: false });
    const id = form?.id ?? '';
    const before = await editContent(call, cvId);
    const base = { applied_improvements: [id], part_to_update: { [id]: 'Acme' } };
    for (const [filled, field] of [
      [{}, 'What you did with experimentation'],
      [{ what: 'redesign checkout', result: '  ' }, 'The result'],
      [{ what: 'redesign checkout', result: 'raising conversion', number: '[N]%' }, 'The number'],
    ] as const) {
      const refused = await put({ ...base, filled: { [id]: filled } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        `Fill in "${field}" before applying "Use "experimentation" in your experience".`,
      );
      expect(await editContent(call, cvId)).toEqual(before);
    }
    const answers = { what: 'redesign checkout', result: 'raising conversion', number: '12%' };
    const applied = await put({ ...base, filled: { [id]: answers } });
    expect(applied.statusCode).toBe(200);
    const line = 'Used experimentation to redesign checkout, raising conversion by 12%.';
    expect(appliedImprovementsResponseSchema.parse(applied.json()).data).toMatchObject({
      generated_improvements: [{ id, applied: true, content: line, values: answers }],
    });
    expect(achievementsOf(await editContent(call, cvId))).toEqual(['Cut latency by 40%', line]);
    // Un-applied, it keeps the user's words: applying again needs no new answers.
    await put({ applied_improvements: [] });
    expect(achievementsOf(await editContent(call, cvId))).toEqual(['Cut latency by 40%']);
    expect((await put(base)).statusCode).toBe(200);
    expect(achievementsOf(await editContent(call, cvId))).toEqual(['Cut latency by 40%', line]);
  });

  it('adds only the skills the user confirmed, and refuses none or one not suggested', async () => {
    const { cvId, items, put } = await cvWith([SKILLS]);
    const id = items[0]?.id ?? '';
    const none = await put({ applied_improvements: [id] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(CONFIRM_SKILLS_MESSAGE);
    const other = await put({
      applied_improvements: [id],
      confirmed: { [id]: ['Python', 'COBOL'] },
    });
    expect(other.json().message).toBe(UNKNOWN_SKILL_MESSAGE);
    const two = await put({ applied_improvements: [id], confirmed: { [id]: ['sql', 'Python'] } });
    expect(two.statusCode).toBe(200);
    expect(technicalOf(await editContent(call, cvId))).toEqual([
      'TypeScript',
      'PostgreSQL',
      'Python',
      'SQL',
    ]);
    expect(
      appliedImprovementsResponseSchema.parse(two.json()).data.generated_improvements,
    ).toMatchObject([{ id, applied: true, content: EIGHT_SKILLS, confirmed: ['Python', 'SQL'] }]);
  });

  it('refuses suggestions that carry a placeholder, naming the suggestion', async () => {
    const cvId = await createManualCv(call);
    const response = await call({
      method: 'POST',
      url: `/cv/${cvId}/generate`,
      payload: {
        suggestions: [
          SKILLS,
          { ...KEYWORD_FORM, fill_in: undefined, content: 'Applied SQL to [what you did].' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: `The suggestion "Use "experimentation" in your experience" holds the placeholder "[what you did]": ask for the missing words with fill_in instead.`,
      detail: { issues: [{ path: 'suggestions.1.content' }] },
    });
  });

  it('refuses a CV save or a manual CV holding template text with a 400 naming the field', async () => {
    const cvId = await createManualCv(call);
    const content = await editContent(call, cvId);
    const edited = structuredClone(content);
    const experience = edited.sections.find((s) => s.type === 'experience');
    if (experience?.type !== 'experience') throw new Error('no experience');
    experience.content.experiences[0]?.achievements.push('Grew revenue by [N]% in [time].');
    for (const [url, payload] of [
      [`/cv/${cvId}/content`, { content_json: edited }],
      [`/cv/${cvId}/update`, { content: edited }],
    ] as const) {
      const response = await call({ method: 'PUT', url, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message:
          'Work Experience (Acme) · Achievements 2 still holds the placeholder "[N]". Replace it with your own words before saving.',
        detail: {
          issues: [
            {
              path: `sections.${edited.sections.indexOf(experience)}.content.experiences.0.achievements.1`,
            },
          ],
        },
      });
    }
    expect(await editContent(call, cvId)).toEqual(content);
    const manual = await call({
      method: 'POST',
      url: '/cv/manual',
      payload: manualForm({ professional_summary: 'Engineer at <Company Name> since 2020.' }),
    });
    expect(manual.statusCode).toBe(400);
    expect(manual.json().message).toMatch(
      /^Professional Summary · Text still holds the placeholder "<Company Name>"/,
    );
  });
});
