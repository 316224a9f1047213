import { convert } from 'html-to-text';

const LOOKS_LIKE_HTML = /<\/?(p|br|li|ul|ol|div|strong|b|em|h[1-6])\b[^>]*>/i;

/** Readable text from HTML: paragraphs apart, bullets as "• ", links and images as their text. */
export function htmlToText(html: string, unescapeOnce = true): string {
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'ul', options: { itemPrefix: '• ' } },
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
        selector,
        options: { uppercase: false },
      })),
      { selector: 'table', format: 'dataTable' },
    ],
  });
  // Some boards escape their HTML twice ("&lt;p&gt;"): the first pass leaves tags behind.
  return unescapeOnce && LOOKS_LIKE_HTML.test(text) ? htmlToText(text, false) : cleanText(text);
}

/** Trailing spaces gone, at most one blank line between paragraphs, trimmed. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
