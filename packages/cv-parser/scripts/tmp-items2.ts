import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(process.argv[2]!)), disableFontFace: true, verbosity: 0 }).promise;
const page = await doc.getPage(Number(process.argv[3] ?? 1));
const content = await page.getTextContent();
for (const it of content.items as any[]) console.log(JSON.stringify(it.str), it.transform[4].toFixed(1), (it.transform[4]+it.width).toFixed(1), it.transform[5].toFixed(1), Math.hypot(it.transform[2], it.transform[3]).toFixed(1));
