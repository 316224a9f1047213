import { describe, expect, it } from 'vitest';
import type { CvContentInput } from '@cvforge/contracts';
import { readPdfText } from '@cvforge/cv-parser';
import {
  BACKEND_PAIR,
  generationBody,
  insertSourceCv,
  useGenerationUser,
} from '../../testing/generation';
import { createTestUser } from '../../testing/test-users';
import { pdfPageCount } from './fit-pages';

/** The two file names of a Content-Disposition: the ASCII fallback and the decoded UTF-8 one. */
function fileNames(header: unknown) {
  const value = String(header);
  const ascii = /filename="([^"]*)"/.exec(value)?.[1];
  const utf8 = /filename\*=UTF-8''(\S+)/.exec(value)?.[1];
  return { ascii, utf8: utf8 === undefined ? undefined : decodeURIComponent(utf8) };
}

type Experience = { company: string; achievements: string[] };

/** The backend pair's CV with three jobs of fourteen long bullets each: three pages or more. */
function longCv(): CvContentInput {
  const companies = ['Paylane', 'Orderly', 'Finch'];
  const experiences = companies.map((company, i) => ({
    title: i === 0 ? 'Senior Backend Engineer' : 'Backend Engineer',
    company,
    duration: `Jan ${2020 - i * 2} - Dec ${2021 - i * 2}`,
    location: 'London, UK',
    achievements: Array.from(
      { length: 14 },
      (_, b) =>
        `Built service ${b + 1} at ${company} in Node.js and PostgreSQL, with Kafka consumers, Redis caching and dashboards that cut incident time by ${10 + b}% across the payments platform`,
    ),
  }));
  const sections = (BACKEND_PAIR.cv.sections ?? []).map((section) =>
    section.type === 'experience' ? { ...section, content: { experiences } } : section,
  );
  return { ...BACKEND_PAIR.cv, sections } as CvContentInput;
}

describe('what a generation produces', () => {
  const { session, generate } = useGenerationUser();

  it('writes a cover letter that downloads as a PDF naming the company, with a UTF-8 file name', async () => {
    const sourceId = await insertSourceCv(session.app, session.userId);
    const { id, detail } = await generate(
      generationBody({
        selected_cv_id: sourceId,
        include_cover_letter: true,
        company_name: 'Zürich Payments AG',
      }),
    );
    const title = `${BACKEND_PAIR.job.job_title} at Zürich Payments AG`;
    const record = detail.generated as { cover_letter_filename: string };
    expect(record.cover_letter_filename).toBe(`${title} - Cover Letter.pdf`);

    const response = await session.call({ method: 'GET', url: `/cv/${id}/download-cover-letter` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(fileNames(response.headers['content-disposition'])).toEqual({
      ascii: `${BACKEND_PAIR.job.job_title} at Z_rich Payments AG - Cover Letter.pdf`,
      utf8: record.cover_letter_filename,
    });
    const text = await readPdfText(new Uint8Array(response.rawPayload));
    expect(text).toContain('Zürich Payments AG');
    expect(text).toContain('Daniel Okafor');
    // The letter is not printed inside the CV itself.
    const cvPdf = await session.call({ method: 'GET', url: `/cv/${id}/download` });
    expect(await readPdfText(new Uint8Array(cvPdf.rawPayload))).not.toContain('Dear');

    const other = await createTestUser(session.app);
    const foreign = await session.app.inject({
      url: `/api/cv/${id}/download-cover-letter`,
      headers: { authorization: other.authorization },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers 404 with the envelope when the generated CV has no letter', async () => {
    const sourceId = await insertSourceCv(session.app, session.userId);
    const { id, detail } = await generate(generationBody({ selected_cv_id: sourceId }));
    expect((detail.generated as { cover_letter_filename: null }).cover_letter_filename).toBeNull();
    const none = await session.call({ method: 'GET', url: `/cv/${id}/download-cover-letter` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('fits a long CV on one page for cv_length 1 by dropping bullets, never a job', async () => {
    const sourceId = await insertSourceCv(session.app, session.userId, { content: longCv() });
    const source = await session.call({ method: 'GET', url: `/cv/${sourceId}/download` });
    expect(pdfPageCount(source.rawPayload)).toBeGreaterThanOrEqual(3);

    const { id, detail } = await generate(
      generationBody({ selected_cv_id: sourceId, cv_length: 1 }),
    );
    const pdf = await session.call({ method: 'GET', url: `/cv/${id}/download` });
    expect(pdfPageCount(pdf.rawPayload)).toBe(1);
    const content = detail.content as { sections: { type: string; content: unknown }[] };
    const experience = content.sections.find((s) => s.type === 'experience')?.content as {
      experiences: Experience[];
    };
    expect(experience.experiences.map((e) => e.company).sort()).toEqual([
      'Finch',
      'Orderly',
      'Paylane',
    ]);
    for (const job of experience.experiences) expect(job.achievements.length).toBeGreaterThan(0);
    expect(detail.fileSize).toBe(pdf.rawPayload.byteLength);

    const { id: twoPagesId } = await generate(
      generationBody({ selected_cv_id: sourceId, cv_length: 2 }),
    );
    const twoPages = await session.call({ method: 'GET', url: `/cv/${twoPagesId}/download` });
    expect(pdfPageCount(twoPages.rawPayload)).toBe(2);
  }, 90_000);
});
