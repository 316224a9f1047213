import { describe, expect, it } from 'vitest';
import {
  CvParseError,
  PARSE_FAILURE_MESSAGES,
  parseCvPdf,
  parseCvPdfInWorker,
  type ParseFailureReason,
} from './index';
import { readFixture } from './testing/fixtures';

const CASES: [string, ParseFailureReason][] = [
  ['scanned-no-text.pdf', 'no_text_layer'],
  ['encrypted.pdf', 'encrypted'],
  ['truncated.pdf', 'corrupt'],
  ['renamed-png.pdf', 'corrupt'],
];

async function reasonOf(promise: Promise<unknown>): Promise<ParseFailureReason | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    expect(error).toBeInstanceOf(CvParseError);
    expect((error as CvParseError).message).toBe(
      PARSE_FAILURE_MESSAGES[(error as CvParseError).reason],
    );
    return (error as CvParseError).reason;
  }
}

describe('failure modes', () => {
  it.each(CASES)('%s fails with %s', async (file, reason) => {
    expect(await reasonOf(parseCvPdf(readFixture('failures', file)))).toBe(reason);
  });

  it('says a scan has no text layer in the words of the issue', () => {
    expect(PARSE_FAILURE_MESSAGES.no_text_layer).toBe('This PDF has no text layer (is it a scan?)');
  });

  it('fails empty and non-PDF bytes as corrupt', async () => {
    expect(await reasonOf(parseCvPdf(new Uint8Array()))).toBe('corrupt');
    expect(await reasonOf(parseCvPdf(new TextEncoder().encode('hello, not a pdf')))).toBe(
      'corrupt',
    );
  });

  it('gives the same reasons from the worker', async () => {
    const reasons = await Promise.all(
      CASES.map(([file]) => reasonOf(parseCvPdfInWorker(readFixture('failures', file)))),
    );
    expect(reasons).toEqual(CASES.map(([, reason]) => reason));
  });

  it('bounds the worker in time: a tiny timeout rejects with timeout', async () => {
    expect(
      await reasonOf(parseCvPdfInWorker(readFixture('small-base.pdf'), { timeoutMs: 5 })),
    ).toBe('timeout');
  });

  it('parses a real CV in the worker', async () => {
    const parsed = await parseCvPdfInWorker(readFixture('small-base.pdf'));
    expect(parsed.content.personal_info.name).not.toBe('');
    expect(parsed.stats.pages).toBe(1);
  });
});
