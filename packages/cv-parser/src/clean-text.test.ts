import { describe, expect, it } from 'vitest';
import { cleanParsedText, cleanParsedValue } from './clean-text';

describe('text as it leaves the parser', () => {
  it.each([
    ['NUL and other C0/C1 controls', 'Ac\u0000me\u0007 Ltd\u0085', 'Acme Ltd'],
    ['tab and newline kept, CR made a newline', 'a\tb\r\nc\rd', 'a\tb\nc\nd'],
    ['lone surrogates', 'Jane\uD800 Doe\uDC00', 'Jane Doe'],
    ['a private-use icon before a contact line', '\uF0E0 jane@example.com', 'jane@example.com'],
    ['icons of planes 15 and 16', '\u{F0001}London \u{10FFFD}UK', 'London UK'],
    ['soft hyphens', 'Soft\u00ADware En\u00ADgineer', 'Software Engineer'],
    [
      'ligatures',
      'e\uFB03cient \uFB01nance o\uFB04ine sta\uFB00',
      'efficient finance offline staff',
    ],
    ['superscripts, full-width text and accents kept', 'm² Ｔｏｋｙｏ Zoë', 'm² Ｔｏｋｙｏ Zoë'],
    ['a surrogate pair outside the private planes kept', 'ok 👍', 'ok 👍'],
  ])('%s', (_case, raw, clean) => {
    expect(cleanParsedText(raw)).toBe(clean);
  });

  it('cleans every string of a result, keys too, and leaves numbers alone', () => {
    expect(
      cleanParsedValue({ a: ['x\u0000y', 1, null], 'k\u0000': { b: '\uFB01le', n: 0.5 } }),
    ).toEqual({ a: ['xy', 1, null], k: { b: 'file', n: 0.5 } });
  });
});
