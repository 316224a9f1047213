import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { JOB_DESCRIPTION_MAX_CHARS } from '@cvforge/contracts';
import { cleanText, htmlToText } from './html-text';

/** What a page tells about the job; empty strings where it tells nothing. */
export interface PostingFields {
  company_name: string;
  job_title: string;
  description: string;
}

type HtmlDocument = ReturnType<typeof parseHTML>['document'];
type HtmlElement = NonNullable<ReturnType<HtmlDocument['querySelector']>>;
type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: Json): string => (typeof value === 'string' ? value : '');

/** "JobPosting", "schema:JobPosting", "https://schema.org/JobPosting", or a list holding one. */
function isJobPosting(node: JsonObject): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((type) => typeof type === 'string' && /(^|[/:])JobPosting$/.test(type));
}

/** Every JobPosting in a JSON-LD value: top-level arrays, @graph arrays, nested items. */
function findJobPostings(value: Json, found: JsonObject[] = [], depth = 0): JsonObject[] {
  if (depth > 8) return found;
  if (Array.isArray(value)) {
    for (const item of value) findJobPostings(item, found, depth + 1);
  } else if (isObject(value)) {
    if (isJobPosting(value)) found.push(value);
    for (const key of ['@graph', 'itemListElement', 'item', 'mainEntity'])
      if (key in value) findJobPostings(value[key], found, depth + 1);
  }
  return found;
}

function organizationName(value: Json): string {
  if (Array.isArray(value)) return organizationName(value[0]);
  if (isObject(value)) return text(value.name) || text(value.legalName);
  return text(value);
}

function parseJsonLd(source: string): Json {
  try {
    // Some pages wrap the JSON in a CDATA section or an HTML comment.
    return JSON.parse(source.replace(/^\s*(<!\[CDATA\[|<!--)|(\]\]>|-->)\s*$/g, ''));
  } catch {
    return undefined;
  }
}

function fromJsonLd(document: HtmlDocument): Partial<PostingFields> {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const [posting] = findJobPostings(parseJsonLd(script.textContent ?? ''));
    if (!posting) continue;
    return {
      job_title: htmlToText(text(posting.title) || text(posting.name)),
      company_name: htmlToText(organizationName(posting.hiringOrganization)),
      description: htmlToText(text(posting.description)),
    };
  }
  return {};
}

/** A microdata property's value: `content` of a meta element, else its text or HTML. */
function itemValue(element: HtmlElement | null, asHtml = false): string {
  if (!element) return '';
  const content = element.getAttribute('content');
  if (content !== null) return content;
  return asHtml ? htmlToText(element.innerHTML) : cleanText(element.textContent ?? '');
}

function fromMicrodata(document: HtmlDocument): Partial<PostingFields> {
  const posting = document.querySelector('[itemtype$="schema.org/JobPosting"]');
  if (!posting) return {};
  const organization = posting.querySelector('[itemprop="hiringOrganization"]');
  const organizationNameElement = organization?.querySelector('[itemprop="name"]') ?? organization;
  return {
    job_title: itemValue(posting.querySelector('[itemprop="title"]')),
    company_name: itemValue(organizationNameElement ?? null),
    description: itemValue(posting.querySelector('[itemprop="description"]'), true),
  };
}

function meta(document: HtmlDocument, property: string): string {
  const element = document.querySelector(`meta[property="${property}"], meta[name="${property}"]`);
  return cleanText(element?.getAttribute('content') ?? '');
}

function fromOpenGraph(document: HtmlDocument): Partial<PostingFields> {
  return {
    job_title: meta(document, 'og:title'),
    company_name: meta(document, 'og:site_name'),
    description: meta(document, 'og:description'),
  };
}

/**
 * Bounds the work of one import on the request's thread: Readability gives up on a page of more
 * elements than any job posting has, and only as much article HTML is turned into text as the
 * description can keep.
 */
const READABILITY_MAX_ELEMENTS = 20_000;
const ARTICLE_HTML_MAX_CHARS = JOB_DESCRIPTION_MAX_CHARS * 4;

function readArticle(document: HtmlDocument) {
  try {
    return new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
      maxElemsToParse: READABILITY_MAX_ELEMENTS,
    }).parse();
  } catch {
    return null; // too many elements: no main text
  }
}

/** The page's main text (Readability drops navigation, asides and footers). */
function fromMainText(html: string): Partial<PostingFields> {
  const { document } = parseHTML(html);
  const pageTitle = cleanText(document.querySelector('title')?.textContent ?? '');
  const article = readArticle(document);
  return {
    job_title: cleanText(article?.title ?? '') || pageTitle,
    company_name: cleanText(article?.siteName ?? ''),
    description: article?.content
      ? htmlToText(article.content.slice(0, ARTICLE_HTML_MAX_CHARS))
      : '',
  };
}

const first = (...values: (string | undefined)[]) => values.find((value) => value?.trim()) ?? '';

/** "jobs.example.com" for a company the page does not name. */
const hostLabel = (url: URL) => url.hostname.replace(/^www\./, '');

/**
 * Reads a job posting: schema.org JobPosting JSON-LD first, then microdata, then OpenGraph,
 * then the page's main text. Each field comes from the first source that has it; the
 * description from OpenGraph (usually a teaser) gives way to a longer main text.
 */
export function extractPosting(page: { url: URL; isHtml: boolean; text: string }): PostingFields {
  if (!page.isHtml) {
    return { company_name: hostLabel(page.url), job_title: '', description: cleanText(page.text) };
  }
  const { document } = parseHTML(page.text);
  const jsonLd = fromJsonLd(document);
  const microdata = fromMicrodata(document);
  const openGraph = fromOpenGraph(document);
  const structured = first(jsonLd.description, microdata.description);
  const main = structured ? {} : fromMainText(page.text);
  const teaser = openGraph.description ?? '';
  const description =
    structured || ((main.description?.length ?? 0) > teaser.length ? main.description : teaser);
  return {
    company_name: first(
      jsonLd.company_name,
      microdata.company_name,
      openGraph.company_name,
      main.company_name,
      hostLabel(page.url),
    ),
    job_title: first(jsonLd.job_title, microdata.job_title, openGraph.job_title, main.job_title),
    description: description ?? '',
  };
}
