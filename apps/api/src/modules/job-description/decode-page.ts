import sniffHtmlEncoding from 'html-encoding-sniffer';
import { getBOMEncoding, labelToName, TextDecoder } from '@exodus/bytes/encoding.js';

/** The charset parameter of a Content-Type header, if any. */
function charsetOf(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType);
  return match?.[1];
}

/**
 * Decodes a page the way a browser would (the WHATWG encoding standard, legacy encodings
 * included): byte-order mark, then the Content-Type charset, then — for HTML — a
 * `<meta charset>` in the first 1024 bytes, else UTF-8 (what unlabelled pages are nowadays).
 */
export function decodePage(bytes: Uint8Array, contentType: string, isHtml: boolean): string {
  const label = charsetOf(contentType);
  const encoding = isHtml
    ? sniffHtmlEncoding(bytes, { transportLayerEncodingLabel: label, defaultEncoding: 'UTF-8' })
    : (getBOMEncoding(bytes) ?? (label ? labelToName(label) : null) ?? 'UTF-8');
  return new TextDecoder(encoding).decode(bytes);
}
