/**
 * Word-processor designs of the parser corpus: DOCX built with the `docx` package, converted to
 * PDF by LibreOffice. Run from the repository root:
 *   npx tsx packages/cv-parser/corpus/generate/designs/office/index.ts [--design a,b] [--count N]
 *     [--from DIR | --seeds 1-40 [--languages de,fr]]
 * Needs LibreOffice Writer (`soffice`) and poppler-utils. Keeps each .docx under
 * designs/office/out/<design>/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Packer } from 'docx';
import {
  clearDesign,
  cliOptions,
  formatDesign,
  plan,
  sourcesDir,
  writeDocument,
} from '../common/output.ts';
import { convertToPdf } from '../common/libreoffice.ts';
import { sourcesFromArgs, type Source } from '../common/sources.ts';
import { officeDesigns } from './designs.ts';

export async function renderOfficeCorpus(
  sources: Source[],
  opts: { count: number; designs?: string[] },
): Promise<number> {
  let total = 0;
  for (const design of officeDesigns) {
    if (opts.designs && !opts.designs.includes(design.name)) continue;
    clearDesign(design.name);
    const docxDir = sourcesDir('office', design.name);
    fs.rmSync(docxDir, { recursive: true, force: true });
    fs.mkdirSync(docxDir, { recursive: true });
    const jobs = plan(design.name, sources, opts.count);
    const files: string[] = [];
    for (const job of jobs) {
      const file = path.join(docxDir, `${job.name}.docx`);
      fs.writeFileSync(file, await Packer.toBuffer(design.build(job.source, job.paper)));
      files.push(file);
    }
    const pdfDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-pdf-'));
    convertToPdf(files, pdfDir);
    for (const job of jobs) {
      const pages = writeDocument(
        design.name,
        job.name,
        job.source,
        job.paper,
        path.join(pdfDir, `${job.name}.pdf`),
      );
      console.log(`${design.name}/${job.name}: ${pages} p.`);
      total++;
    }
    formatDesign(design.name);
  }
  return total;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const sources = await sourcesFromArgs(argv);
  const n = await renderOfficeCorpus(sources, cliOptions(argv, 7));
  console.log(`${n} office documents from ${sources.length} sources`);
}
