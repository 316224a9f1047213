import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(process.argv[2]!)), disableFontFace: true, verbosity: 0 }).promise;
const page = await doc.getPage(Number(process.argv[3] ?? 1));
const content = await page.getTextContent();
await page.getOperatorList();
for (const it of content.items as any[]) {
  let name = ''; try { name = (page.commonObjs.get(it.fontName) as any)?.name ?? ''; } catch {}
  console.log(JSON.stringify(it.str), Math.round(it.transform[4]), Math.round(it.transform[5]), name);
}
