import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanStoredText,
  cleanStoredValue,
  findUnstorableVerbatimField,
  hasUnstorableCharacters,
} from './stored-text';

const anyUtf16 = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
});

describe('cleanStoredText', () => {
  it('removes NUL and C0/C1 controls but keeps tab and newline; CR and CRLF become newlines', () => {
    expect(cleanStoredText('a\u0000b\u0007c\u0085d\u009fe\u007ff')).toBe('abcdef');
    expect(cleanStoredText('one\ttwo\nthree\r\nfour\rfive')).toBe('one\ttwo\nthree\nfour\nfive');
  });

  it('replaces lone surrogates with U+FFFD and keeps pairs, RTL marks and emoji', () => {
    expect(cleanStoredText('a\ud800b\udc00c')).toBe('a\ufffdb\ufffdc');
    expect(cleanStoredText('😀 \u202eעברית 漢字')).toBe('😀 \u202eעברית 漢字');
  });

  it('composes to NFC', () => {
    expect(cleanStoredText('Cafe\u0301')).toBe('Café');
  });

  it('gives text PostgreSQL stores, whatever the input, and is idempotent', () => {
    fc.assert(
      fc.property(anyUtf16, (text) => {
        const clean = cleanStoredText(text);
        // eslint-disable-next-line no-control-regex
        expect(clean).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
        expect(clean.isWellFormed()).toBe(true);
        expect(clean).toBe(clean.normalize('NFC'));
        expect(cleanStoredText(clean)).toBe(clean);
      }),
    );
  });

  it('says whether text holds a character it would drop (not a mere normal-form change)', () => {
    expect(hasUnstorableCharacters('Cafe\u0301')).toBe(false);
    expect(hasUnstorableCharacters('a\u0000')).toBe(true);
    expect(hasUnstorableCharacters('a\ud800')).toBe(true);
  });
});

describe('cleanStoredValue', () => {
  it('cleans every string and key of a JSON value and leaves other values alone', () => {
    expect(
      cleanStoredValue({ 'k\u0000': ['a\u0000', 1, null, true, { deep: 'x\ud800' }] }),
    ).toEqual({ k: ['a', 1, null, true, { deep: 'x\ufffd' }] });
  });

  it('cleans a parsed query string, an object without a prototype, and leaves class instances', () => {
    const query = Object.assign(Object.create(null) as object, { session_id: '\u0000abc' });
    expect(cleanStoredValue(query)).toEqual({ session_id: 'abc' });
    // fast-querystring's objects: an empty prototype that has none itself.
    const parsed = Object.assign(Object.create(Object.create(null) as object) as object, {
      q: 'x\ud800',
    });
    expect(cleanStoredValue(parsed)).toEqual({ q: 'x\ufffd' });
    const date = new Date(0);
    expect(cleanStoredValue({ date }).date).toBe(date);
  });
});

describe('findUnstorableVerbatimField', () => {
  it('names the first e-mail, password or token field holding a character we would drop', () => {
    expect(findUnstorableVerbatimField({ email: 'a@b.c', password: 'p\u0000' })).toBe('password');
    expect(findUnstorableVerbatimField({ user: { email: 'a\ud800@b.c' } })).toBe('user.email');
    expect(findUnstorableVerbatimField({ name: 'N\u0000', email: 'a@b.c' })).toBeUndefined();
  });
});
