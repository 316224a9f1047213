import { describe, expect, it } from 'vitest';
import { decodePage } from './decode-page';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
    ),
  );

describe('decodePage', () => {
  it('reads a byte-order mark before any label', () => {
    const utf16 = bytes([0xff, 0xfe], [0x4a, 0, 0xf6, 0, 0x62, 0]);
    expect(decodePage(utf16, 'text/plain; charset=iso-8859-1', false)).toBe('Jöb');
    expect(decodePage(utf16, 'text/html; charset=iso-8859-1', true)).toBe('Jöb');
  });

  it('uses the header charset over <meta>, and windows-1252 for latin1 labels as browsers do', () => {
    const page = bytes('<meta charset="utf-8"><p>', [0x93, 0x41, 0x94], '</p>');
    expect(decodePage(page, 'text/html; charset="ISO-8859-1"', true)).toContain('“A”');
  });

  it('reads UTF-8 when nothing says otherwise', () => {
    expect(decodePage(bytes('Zürich'), 'text/html', true)).toBe('Zürich');
    expect(decodePage(bytes('Zürich'), 'text/plain', false)).toBe('Zürich');
  });
});
