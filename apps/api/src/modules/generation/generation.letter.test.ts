import { describe, expect, it } from 'vitest';
import { WHY_COMPANY_MAX_CHARS } from '@cvforge/contracts';
import { readPdfText } from '@cvforge/cv-parser';
import { generationBody, insertSourceCv, useGenerationUser } from '../../testing/generation';

const WHY = 'I have paid my suppliers through your platform for three years and trust it.';

describe('the cover letter a generation writes', () => {
  const { session, generate } = useGenerationUser();

  async function letterPdfText(payload: object) {
    const { id } = await generate(payload);
    const pdf = await session.call({ method: 'GET', url: `/cv/${id}/download-cover-letter` });
    expect(pdf.statusCode).toBe(200);
    return readPdfText(new Uint8Array(pdf.rawPayload));
  }

  it("greets a confidential company neutrally, gives the user's reason, signs once", async () => {
    const sourceId = await insertSourceCv(session.app, session.userId, {
      parse_confidence: { 'sections.education.0.institution': 0.4 },
    });
    const text = await letterPdfText(
      generationBody({
        selected_cv_id: sourceId,
        include_cover_letter: true,
        company_name: 'Confidential',
        why_company: WHY,
      }),
    );
    expect(text).toContain('Dear Hiring Manager,');
    expect(text).not.toMatch(/confidential/i);
    expect(text.replace(/\s+/g, ' ')).toContain(WHY);
    const closing = text.slice(text.indexOf('Sincerely,'));
    expect(closing.match(/Daniel Okafor/g)).toHaveLength(1);
    // The school the parser doubted stays out until the user confirms it.
    expect(text).not.toContain('University of Leeds');
  });

  it('writes no reason when none is given, and refuses one over the limit', async () => {
    const sourceId = await insertSourceCv(session.app, session.userId);
    const text = await letterPdfText(
      generationBody({ selected_cv_id: sourceId, include_cover_letter: true }),
    );
    expect(text).toContain('University of Leeds');
    expect(text).not.toMatch(/trust|admire|passion/i);
    const tooLong = await session.call({
      method: 'POST',
      url: '/cv/generate-from-job',
      payload: generationBody({
        selected_cv_id: sourceId,
        include_cover_letter: true,
        why_company: 'x'.repeat(WHY_COMPANY_MAX_CHARS + 1),
      }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ success: false });
  });
});
