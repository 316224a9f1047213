/**
 * Markup and script in every field of a CV and in a job description stay text everywhere the app
 * shows or hands them out: the typeset preview pages and thumbnail (SVG, shown as <img>), the
 * PDF, the DOCX and the cover letter. No output carries a script, an event handler, a
 * javascript: link, embedded HTML or a PDF action; the payload is still there as text.
 */
import { unzipSync } from 'fflate';
import { DOMParser } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '@cvforge/cv-parser';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { apiClient, createManualCv, editContent, setUserPlan } from '../../testing/cv-content';
import { BACKEND_PAIR, generationBody, waitForGeneration } from '../../testing/generation';
import { createTestUser } from '../../testing/test-users';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '"><svg onload=alert(3)>',
  'javascript:alert(4)',
  '</text><foreignObject><iframe src="javascript:alert(5)"></iframe></foreignObject>',
  '#set text(fill: red) #link("javascript:alert(6)")[x]',
  ']]><!-- --><?xml-stylesheet href="javascript:alert(7)"?>',
];

/** Every text field of the content with a payload after it (ids, types and dates kept). */
function withPayloads(value: unknown, key = '', counter = { next: 0 }): unknown {
  if (typeof value === 'string') {
    if (['id', 'type', 'template_id', 'startDate', 'endDate', 'date'].includes(key)) return value;
    return `${value} ${PAYLOADS[counter.next++ % PAYLOADS.length]}`;
  }
  if (Array.isArray(value)) return value.map((item) => withPayloads(item, key, counter));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, withPayloads(item, name, counter)]),
    );
  }
  return value;
}

interface SvgElement {
  localName: string;
  className: string;
  children: Iterable<SvgElement> & { length: number };
  attributes: Iterable<{ name: string; value: string }>;
  innerHTML: string;
}

const nameOf = (element: SvgElement) => element.localName.toLowerCase().replace(/^.*:/, '');

/**
 * What would make an SVG active if it were ever opened as a document instead of an image.
 * typst-ts's text layer (a foreignObject holding one text-only div.tsel per run) is allowed.
 */
function activeSvgParts(svg: string): string[] {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const found: string[] = [];
  for (const element of document.querySelectorAll('*') as Iterable<SvgElement>) {
    const tag = nameOf(element);
    if (['script', 'iframe', 'object', 'embed', 'handler', 'img'].includes(tag)) {
      found.push(`<${tag}>`);
    }
    const textLayer = (child: SvgElement) =>
      nameOf(child) === 'div' && child.className === 'tsel' && child.children.length === 0;
    if (tag === 'foreignobject' && ![...element.children].every(textLayer)) {
      found.push(`<foreignObject>${element.innerHTML.slice(0, 80)}`);
    }
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) found.push(`${tag} ${name}`);
      if (/href$/i.test(name) && /^\s*(javascript|data|vbscript):/i.test(value)) {
        found.push(`${tag} ${name}=${value}`);
      }
    }
  }
  return found;
}

/** PDF actions that run something, and links that are not web, mail or phone addresses. */
function activePdfParts(pdf: Uint8Array): string[] {
  const text = Buffer.from(pdf).toString('latin1');
  const actions = text.match(/\/(JavaScript|JS|Launch|OpenAction|AA|SubmitForm|ImportData)\b/g);
  const uris = [...text.matchAll(/\/URI\s*\(([^)]*)\)/g)]
    .map(([, uri]) => uri ?? '')
    .filter((uri) => !/^(https?:\/\/|mailto:|tel:)/i.test(uri));
  return [...(actions ?? []), ...uris];
}

describe('XSS payloads render inert', () => {
  let app: TestApp;
  let call: ReturnType<typeof apiClient>;
  let authorization: string;
  beforeAll(async () => {
    app = await buildTestApp();
    const user = await createTestUser(app);
    authorization = user.authorization;
    call = apiClient(app, authorization);
    await setUserPlan(app, user.user.id, 'premium');
  });
  afterAll(() => app.teardown());

  it('in every CV field: preview pages, thumbnail, PDF and DOCX', async () => {
    const id = await createManualCv(call);
    const content = withPayloads(BACKEND_PAIR.cv);
    const saved = await call({ method: 'PUT', url: `/cv/${id}/update`, payload: { content } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(JSON.stringify(await editContent(call, id))).toContain(PAYLOADS[0]);

    for (const template of ['classic', 'modern', 'creative']) {
      await call({ method: 'PUT', url: `/cv/${id}/template`, payload: { template_id: template } });
      const pages = await call({ method: 'GET', url: `/cv/${id}/preview-pages` });
      expect(pages.statusCode, pages.body.slice(0, 300)).toBe(200);
      const svgs = pages.json<{ data: { pages: string[] } }>().data.pages;
      expect(svgs.length).toBeGreaterThan(0);
      for (const svg of svgs) expect(activeSvgParts(svg), template).toEqual([]);

      const thumbnail = await call({ method: 'GET', url: `/cv/${id}/thumbnail` });
      const { page } = thumbnail.json<{ data: { page: string } }>().data;
      expect(activeSvgParts(page), template).toEqual([]);

      const pdf = await call({ method: 'GET', url: `/cv/${id}/download?format=pdf` });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(activePdfParts(pdf.rawPayload), template).toEqual([]);
      const printed = (await readPdfText(pdf.rawPayload)).replace(/\s+/g, '');
      expect(printed, template).toContain('<script>alert(1)</script>');
    }

    const docx = await call({ method: 'GET', url: `/cv/${id}/download?format=docx` });
    const files = unzipSync(docx.rawPayload);
    const xml = new TextDecoder().decode(files['word/document.xml']);
    expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(xml).not.toMatch(/<script|<iframe|<foreignObject|<img /i);
    const relationships = new TextDecoder().decode(files['word/_rels/document.xml.rels']);
    expect(relationships).not.toMatch(/Target="\s*(javascript|data|vbscript):/i);
    expect(Object.keys(files).filter((name) => /\.(html?|js|bin)$|vbaProject/i.test(name))).toEqual(
      [],
    );
  }, 120_000);

  it('in a job description: the tailored CV and its cover letter', async () => {
    const sourceId = await createManualCv(call);
    await call({
      method: 'PUT',
      url: `/cv/${sourceId}/update`,
      payload: { content: BACKEND_PAIR.cv },
    });
    const response = await call({
      method: 'POST',
      url: '/cv/generate-from-job',
      payload: generationBody({
        selected_cv_id: sourceId,
        include_cover_letter: true,
        company_name: `Acme ${PAYLOADS[0]}`,
        job_title: `Engineer ${PAYLOADS[1]}`,
        job_description: `${BACKEND_PAIR.job.job_description}\n${PAYLOADS.join('\n')}`,
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<{ data: { cv_id: string } }>().data.cv_id;
    expect((await waitForGeneration(app, authorization, id)).status).toBe('processed');

    const pages = await call({ method: 'GET', url: `/cv/${id}/preview-pages` });
    for (const svg of pages.json<{ data: { pages: string[] } }>().data.pages) {
      expect(activeSvgParts(svg)).toEqual([]);
    }
    const letter = await call({ method: 'GET', url: `/cv/${id}/download-cover-letter` });
    expect(letter.statusCode).toBe(200);
    expect(activePdfParts(letter.rawPayload)).toEqual([]);
    const letterText = (await readPdfText(letter.rawPayload)).replace(/\s+/g, '');
    expect(letterText).toContain('Acme<script>alert(1)</script>');
    const cv = await call({ method: 'GET', url: `/cv/${id}/download?format=pdf` });
    expect(activePdfParts(cv.rawPayload)).toEqual([]);
  }, 120_000);
});
