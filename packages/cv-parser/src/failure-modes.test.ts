import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  CvParseError,
  PARSE_FAILURE_MESSAGES,
  parseCvPdf,
  parseCvPdfInWorker,
  readPdfText,
  type ParseFailureReason,
} from './index';
import { readFixture } from './testing/fixtures';

/** A page that paints only a grey box and a blank image: no text layer, nothing OCR can read. */
async function nothingToReadPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawRectangle({ x: 56, y: 400, width: 480, height: 380, color: rgb(0.85, 0.85, 0.85) });
  const blank = createCanvas(40, 40);
  const context = blank.getContext('2d');
  context.fillStyle = '#f4f4f4';
  context.fillRect(0, 0, 40, 40);
  const png = await pdf.embedPng(blank.toBuffer('image/png'));
  page.drawImage(png, { x: 56, y: 100, width: 200, height: 200 });
  return pdf.save();
}

const CASES: [string, ParseFailureReason][] = [
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

  it('reads a scan without a text layer by OCR instead of failing', async () => {
    const parsed = await parseCvPdf(readFixture('failures', 'scanned-no-text.pdf'));
    expect(parsed.stats).toMatchObject({ ocr: true, textItems: 0, pages: 1 });
    expect(parsed.content.personal_info.name).toBe('Jane Scan');
    expect(parsed.confidence['personal_info.name']).toBeLessThan(0.95);
  });

  it('fails a PDF with neither text nor readable images as no_readable_text, in plain words', async () => {
    expect(await reasonOf(parseCvPdf(await nothingToReadPdf()))).toBe('no_readable_text');
    expect(PARSE_FAILURE_MESSAGES.no_readable_text).toBe(
      'This PDF has no text we could read, not even by OCR. Please upload a PDF with selectable text or a clearer scan.',
    );
  });

  it('keeps readPdfText to the text layer, as an ATS reads it: a scan has no text layer', async () => {
    expect(await reasonOf(readPdfText(readFixture('failures', 'scanned-no-text.pdf')))).toBe(
      'no_text_layer',
    );
    expect(PARSE_FAILURE_MESSAGES.no_text_layer).toBe('This PDF has no text layer (is it a scan?)');
  });

  it('reads a scan by OCR in the worker: the OCR bound replaces the text bound once OCR starts', async () => {
    // OCR takes several seconds; the 4 s bound for reading a text layer must not cut it short.
    const parsed = await parseCvPdfInWorker(readFixture('failures', 'scanned-no-text.pdf'), {
      timeoutMs: 4_000,
    });
    expect(parsed.stats.ocr).toBe(true);
    expect(parsed.content.personal_info.name).toBe('Jane Scan');
    expect(await reasonOf(parseCvPdfInWorker(await nothingToReadPdf(), { timeoutMs: 4_000 }))).toBe(
      'no_readable_text',
    );
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
