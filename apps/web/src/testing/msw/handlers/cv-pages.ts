import type { CvPreviewPagesRequest } from '@cvforge/contracts';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/api-client';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page as the API sends it, shaped like typst-ts's SVG (its text in a `.tsel` element of the
 * text layer), holding `text`: the tests read it back as screen readers do.
 */
export const svgPage = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:h5="http://www.w3.org/1999/xhtml" viewBox="0 0 596 842"><foreignObject><h5:div class="tsel">${escapeXml(text)}</h5:div></foreignObject></svg>`;

/** The text of a page image, as its figure gives it to screen readers. */
export const pageText = (image: HTMLElement) =>
  image.closest('figure')?.querySelector('figcaption')?.textContent ?? undefined;

/** What POST /cv/{id}/preview-pages was sent, one entry per request. */
export const livePagesRequests: { cvId: string; body: CvPreviewPagesRequest }[] = [];

/** Every string of a value, in order: what a page of it would print, near enough for tests. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(textsOf)
        : [];

/** The texts a live-preview page marks new, read back from its text. */
export const markedTexts = (page: HTMLElement) => {
  const marked = / New: (.*)$/.exec(page.textContent ?? '')?.[1];
  return marked ? marked.split(' | ') : [];
};

/**
 * The live previews' pages (one page with the person's name, every text of the sections, then
 * the texts marked new) and the dashboard thumbnails (one page naming the CV).
 */
export const cvPagesHandlers = [
  http.post(apiUrl('/cv/:id/preview-pages'), async ({ params, request }) => {
    const body = (await request.json()) as CvPreviewPagesRequest & {
      content: {
        personal_info?: { name?: string };
        sections?: { content?: unknown }[];
        metadata?: { template_id?: string };
      };
    };
    livePagesRequests.push({ cvId: String(params.id), body });
    const { personal_info, sections = [], metadata } = body.content;
    const texts = [personal_info?.name ?? '', ...textsOf(sections.map((s) => s.content))];
    const marked = body.highlights?.length ? ` New: ${body.highlights.join(' | ')}` : '';
    return HttpResponse.json({
      success: true,
      data: {
        template_id: body.template ?? (metadata?.template_id || 'classic'),
        paper: body.paper ?? 'A4',
        pages: [svgPage(`${texts.join(' / ')}${marked}`)],
      },
    });
  }),
  http.get(apiUrl('/cv/:id/thumbnail'), ({ params }) =>
    HttpResponse.json({
      success: true,
      data: { template_id: 'classic', page: svgPage(`Thumbnail of ${String(params.id)}`) },
    }),
  ),
];
