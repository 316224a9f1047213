import { describe, expect, it } from 'vitest';
import { cvEditResponseSchema } from '@cvforge/contracts';
import {
  BACKEND_PAIR,
  generationBody,
  insertSourceCv,
  useGenerationUser,
} from '../../testing/generation';

const DOUBTED = 'sections.education.0.institution';
const SCHOOL = 'University of Leeds';

/** The parser's doubts on a saved CV (docs/decisions/035-cover-letter-quality.md, "Doubtful values"). */
describe('doubts the user confirms in the editor', () => {
  const { session, generate } = useGenerationUser();

  const doubtedCv = () =>
    insertSourceCv(session.app, session.userId, {
      parse_confidence: { [DOUBTED]: 0.4, 'personal_info.email': 0.5 },
    });
  const saveContent = (id: string, body: object) =>
    session.call({
      method: 'PUT',
      url: `/cv/${id}/content`,
      payload: { content_json: BACKEND_PAIR.cv, ...body },
    });
  const doubtsOf = async (id: string) =>
    cvEditResponseSchema.parse(
      (await session.call({ method: 'GET', url: `/cv/${id}/edit` })).json(),
    ).parse_confidence;
  const letterOf = async (sourceId: string) => {
    const { detail } = await generate(
      generationBody({ selected_cv_id: sourceId, include_cover_letter: true }),
    );
    const sections = (detail.content as { sections: { type: string; content: unknown }[] })
      .sections;
    return JSON.stringify(sections.find((section) => section.type === 'cover_letter'));
  };

  it('keeps the stored doubts when a save does not send them', async () => {
    const id = await doubtedCv();
    expect((await saveContent(id, {})).statusCode).toBe(200);
    expect(await doubtsOf(id)).toEqual({ [DOUBTED]: 0.4, 'personal_info.email': 0.5 });
  });

  it('stores the doubts still open, so a confirmed school reaches the letter', async () => {
    const id = await doubtedCv();
    expect(await letterOf(id)).not.toContain(SCHOOL);

    const saved = await saveContent(id, { parse_confidence: { 'personal_info.email': 0.5 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await doubtsOf(id)).toEqual({ 'personal_info.email': 0.5 });
    expect(await letterOf(id)).toContain(SCHOOL);
  });

  it('refuses doubts that are not scores, keeping the CV as it was', async () => {
    const id = await doubtedCv();
    const refused = await saveContent(id, { parse_confidence: { [DOUBTED]: 2 } });
    expect(refused.statusCode).toBe(400);
    // A key that is no field path of the content is refused too.
    const odd = await saveContent(id, { parse_confidence: { 'not a field path': 0.4 } });
    expect(odd.statusCode).toBe(400);
    expect(await doubtsOf(id)).toEqual({ [DOUBTED]: 0.4, 'personal_info.email': 0.5 });
  });
});
