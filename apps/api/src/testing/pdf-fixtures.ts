import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { zipSync, zlibSync } from 'fflate';

/**
 * Real PDF files for the upload and parse tests, written byte by byte: one page, Helvetica,
 * a correct cross-reference table. Small enough to build per test, real enough for pdf.js.
 */

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** Escapes the three characters that end or nest a PDF literal string. */
const pdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** Builds a PDF from its numbered objects (1-based, in order), with xref and trailer. */
function assemblePdf(objects: string[], trailerExtra = ''): Buffer {
  const header = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  let body = header;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(latin1(body).length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = latin1(body).length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return latin1(body);
}

function onePagePdf(
  content: string,
  resources: string,
  extra: { objects?: string[]; trailer?: string } = {},
): Buffer {
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources ${resources} /Contents 4 0 R >>`,
      `<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      ...(extra.objects ?? []),
    ],
    extra.trailer,
  );
}

/** An A4 page with one line of Helvetica text per entry, top to bottom (Latin-1 text). */
export function minimalPdf(lines: string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 11 Tf 56 ${780 - index * 16} Td (${pdfString(line)}) Tj ET`)
    .join('\n');
  return onePagePdf(text, '<< /Font << /F1 5 0 R >> >>');
}

/** A valid page that only paints a rectangle: no text layer, and nothing OCR can read. */
export function noTextPdf(): Buffer {
  return onePagePdf('0.5 g 56 400 480 380 re f', '<< >>');
}

/**
 * A PDF under the standard security handler whose user password is not empty: readers must
 * ask for a password (what a "protected" CV export looks like).
 */
export function encryptedPdf(): Buffer {
  const hex32 = (byte: string) => byte.repeat(32);
  return onePagePdf('BT /F1 11 Tf 56 780 Td (Secret) Tj ET', '<< /Font << /F1 5 0 R >> >>', {
    objects: [`<< /Filter /Standard /V 1 /R 2 /O <${hex32('7a')}> /U <${hex32('5c')}> /P -44 >>`],
    trailer: ` /Encrypt 6 0 R /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>]`,
  });
}

/** A CV-shaped text layer, for the flow tests and the bench. */
export function sampleCvPdf(name = 'Jane Doe'): Buffer {
  return minimalPdf([
    name,
    'Software Engineer',
    'jane.doe@example.com | +44 20 7946 0958 | London, UK',
    'EXPERIENCE',
    'Senior Engineer, Acme Ltd  Jan 2020 - Present',
    '- Led the migration of the billing system',
    'EDUCATION',
    'BSc Computer Science, University of Leeds  2012 - 2015',
    'SKILLS',
    'TypeScript, PostgreSQL, Node.js',
  ]);
}

/** A PNG file's signature and header chunk, as if renamed to cv.pdf. */
export function pngBytes(): Buffer {
  return Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000a49444154789c6300010000050001' +
      '0d0a2db40000000049454e44ae426082',
    'hex',
  );
}

/** A real PDF cut in half: the signature is right, the rest is unreadable. */
export function truncatedPdf(): Buffer {
  const whole = sampleCvPdf();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A ToUnicode CMap that maps the code of `~` to U+0000: a glyph with no Unicode meaning. */
const NUL_TO_UNICODE_CMAP =
  '/CIDInit /ProcSet findresource begin 12 dict begin begincmap ' +
  '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def ' +
  '/CMapName /Adobe-Identity-UCS def /CMapType 2 def ' +
  '1 begincodespacerange <00> <FF> endcodespacerange ' +
  '1 beginbfchar <7E> <0000> endbfchar ' +
  'endcmap CMapName currentdict /CMap defineresource pop end end';

/**
 * A CV whose text layer yields U+0000: every `~` is drawn with a glyph the font's ToUnicode map
 * sends to U+0000, as icon and symbol glyphs without a Unicode mapping do in third-party PDFs.
 */
export function nulGlyphPdf(name = 'Jane Doe'): Buffer {
  const lines = [
    name,
    'Software Engineer',
    'jane.doe@example.com | +44 20 7946 0958 | London, UK',
    'EXPERIENCE',
    'Senior Engineer, Acme~ Ltd  Jan 2020 - Present',
    '~ Led the migration of the ~billing system',
    'EDUCATION',
    'BSc Computer Science, University of Leeds  2012 - 2015',
    'SKILLS',
    'TypeScript~, PostgreSQL, ~Node.js',
  ];
  const text = lines
    .map((line, index) => `BT /F1 11 Tf 56 ${780 - index * 16} Td (${pdfString(line)}) Tj ET`)
    .join('\n');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${latin1(text).length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode 6 0 R >>',
    `<< /Length ${NUL_TO_UNICODE_CMAP.length} >>\nstream\n${NUL_TO_UNICODE_CMAP}\nendstream`,
  ]);
}

/**
 * A small file (~50 KB, Flate-compressed) whose one page draws 1.5 million one-letter text runs:
 * reading it keeps a parser thread busy until the 10 s bound or the heap bound ends it.
 */
export function slowPdf(): Buffer {
  const runs: string[] = [];
  for (let index = 0; index < 1_500_000; index++) {
    runs.push(index % 400 === 0 ? '-400 -1 Td (w) Tj' : '1 0 Td (w) Tj');
  }
  const stream = Buffer.from(zlibSync(latin1(`BT /F1 1 Tf 20 800 Td\n${runs.join('\n')}\nET`)));
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]);
}

/**
 * A valid PDF with a valid ZIP after its end (ZIP readers look from the end of a file), holding
 * an HTML page with a script.
 */
export function pdfZipPolyglot(): Buffer {
  const page = '<html><body><script>alert(document.cookie)</script></body></html>';
  return Buffer.concat([sampleCvPdf(), zipSync({ 'index.html': latin1(page) })]);
}

/**
 * A CV whose text is markup and whose document runs JavaScript when opened (/OpenAction), with
 * an HTML page between the signature and the first object, where a sniffing browser looks.
 */
export function pdfWithHtmlAndScript(): Buffer {
  const lines = [
    '<script>alert(1)</script> Jane Doe',
    '<img src=x onerror=alert(2)> Software Engineer',
    'jane.doe@example.com',
    'EXPERIENCE',
    'Engineer, <a href="javascript:alert(3)">Acme</a>  Jan 2020 - Present',
  ];
  const text = lines
    .map((line, index) => `BT /F1 11 Tf 56 ${780 - index * 16} Td (${pdfString(line)}) Tj ET`)
    .join('\n');
  const pdf = assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${latin1(text).length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Action /S /JavaScript /JS (app.alert\\("pwned"\\); this.exportDataObject\\({cName: "x"}\\);) >>',
  ]);
  const html = latin1('%<html><body><script>alert(document.domain)</script></body></html>\n');
  // Offsets in the cross-reference table move by the inserted bytes; pdf.js rebuilds them.
  const signature = pdf.indexOf('\n') + 1;
  return Buffer.concat([pdf.subarray(0, signature), html, pdf.subarray(signature)]);
}

/**
 * A PDF 1.5 whose font sits in an object stream of `count` objects (one cross-reference stream
 * entry each): reading the font means reading them all.
 */
export function hugeObjectStreamPdf(count = 400_000): Buffer {
  const text = 'BT /F1 11 Tf 56 780 Td (Jane Doe) Tj ET';
  const objects = [
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...Array.from({ length: count - 1 }, (_, index) => `<< /K ${index} /V [1 2 3] /S (filler) >>`),
  ];
  // Object 5 is the font; the rest (7, 8, …) are filler no page points at.
  const numberOf = (index: number) => (index === 0 ? 5 : index + 6);
  let offset = 0;
  const header: string[] = [];
  for (const [index, object] of objects.entries()) {
    header.push(`${numberOf(index)} ${offset}`);
    offset += object.length + 1;
  }
  const headerText = `${header.join(' ')}\n`;
  const objStm = zlibSync(latin1(headerText + objects.join('\n')));

  const parts: Buffer[] = [latin1('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n')];
  const offsets = new Map<number, number>();
  const add = (number: number, body: Buffer | string) => {
    offsets.set(
      number,
      parts.reduce((sum, part) => sum + part.length, 0),
    );
    parts.push(
      latin1(`${number} 0 obj\n`),
      typeof body === 'string' ? latin1(body) : body,
      latin1('\nendobj\n'),
    );
  };
  add(1, '<< /Type /Catalog /Pages 2 0 R >>');
  add(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  add(
    3,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
  );
  add(4, `<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
  add(
    6,
    Buffer.concat([
      latin1(
        `<< /Type /ObjStm /N ${count} /First ${headerText.length} /Length ${objStm.length} /Filter /FlateDecode >>\nstream\n`,
      ),
      Buffer.from(objStm),
      latin1('\nendstream'),
    ]),
  );
  const size = count + 7;
  const xrefNumber = size - 1;
  const xrefOffset = parts.reduce((sum, part) => sum + part.length, 0);
  const entries = Buffer.alloc(size * 9);
  for (let number = 0; number < size; number++) {
    const at = number * 9;
    const direct = number === xrefNumber ? xrefOffset : offsets.get(number);
    if (direct !== undefined) {
      entries.writeUInt8(1, at);
      entries.writeUInt32BE(direct, at + 1);
    } else if (number === 5 || number >= 7) {
      entries.writeUInt8(2, at);
      entries.writeUInt32BE(6, at + 1);
      entries.writeUInt32BE(number === 5 ? 0 : number - 6, at + 5);
    }
  }
  const xref = zlibSync(entries);
  parts.push(
    latin1(
      `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 4] /Root 1 0 R /Length ${xref.length} /Filter /FlateDecode >>\nstream\n`,
    ),
    Buffer.from(xref),
    latin1(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

/**
 * A real scanned CV (two page images, no text layer) from the parser's corpus: read by OCR, it
 * keeps a parser thread busy for several seconds (~6–10 s here) and then parses. The slow
 * document of the shutdown tests.
 */
export function scannedCvPdf(): Buffer {
  return fs.readFileSync(
    fileURLToPath(
      new URL(
        '../../../../packages/cv-parser/fixtures/scanned/018-chr-1col-slash.pdf',
        import.meta.url,
      ),
    ),
  );
}
