/**
 * Scores the parser on the third-party corpus (documents/<design>/<name>.pdf + .resume.json):
 * every PDF is parsed with the real parser and compared, field by field, with truthOf(source).
 * Only what the design printed is scored: a truth value counts when its normalised text occurs
 * in the document's text (<name>.txt, pdftotext's output cached at generation, else pdf.js).
 *
 *   npm run parse:score [-- --json out.json] [--design jsonresume-ace] [--verbose] [--no-space]
 *
 * The design-space variants (space/, corpus/space.ts) are scored beside them, reported by family.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CvContent } from '@cvforge/contracts';
import { parseCvPdf, readPdfText } from '../src/index';
import { documentsOf } from './doubt-table';
import { scoreDocument } from './scoring/document';
import {
  SCORE_FIELDS,
  type DocumentScore,
  type Row,
  type ScoreField,
  type ScoreReport,
} from './scoring/fields';
import { formatReport } from './scoring/format-report';
import { PrintedText } from './scoring/printed-text';
import { familiesOf, isSpaceVariant, SPACE_ROOT } from './space';
import { PARTS } from './split';
import { truthOf } from './truth';

export const CORPUS_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'documents');

// ---------------------------------------------------------------- the corpus

export function corpusDocuments(
  root = CORPUS_ROOT,
): { design: string; name: string; pdf: string }[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      fs
        .readdirSync(path.join(root, entry.name))
        .filter(
          (file) =>
            file.endsWith('.pdf') &&
            fs.existsSync(path.join(root, entry.name, file.replace(/\.pdf$/, '.resume.json'))),
        )
        .map((file) => ({
          design: entry.name,
          name: file.replace(/\.pdf$/, ''),
          pdf: path.join(root, entry.name, file),
        })),
    )
    .sort((a, b) => a.pdf.localeCompare(b.pdf));
}

function rowOf(key: string, scores: DocumentScore[]): Row {
  const fields: Partial<Record<ScoreField, number>> = {};
  for (const field of SCORE_FIELDS) {
    const total = scores.reduce((sum, doc) => sum + doc.tally[field].total, 0);
    const correct = scores.reduce((sum, doc) => sum + doc.tally[field].correct, 0);
    if (total > 0) fields[field] = (100 * correct) / total;
  }
  const values = Object.values(fields);
  const score =
    values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
  return { key, documents: scores.length, score, fields };
}

export async function scoreCorpus(
  options: { root?: string; designs?: string[]; space?: boolean } = {},
): Promise<ScoreReport> {
  const started = performance.now();
  const documents: DocumentScore[] = [];
  const roots = options.root
    ? [options.root]
    : options.space === false
      ? [CORPUS_ROOT]
      : [CORPUS_ROOT, SPACE_ROOT];
  for (const doc of roots.flatMap((root) => corpusDocuments(root))) {
    if (options.designs && !options.designs.includes(doc.design)) continue;
    const source = JSON.parse(
      fs.readFileSync(doc.pdf.replace(/\.pdf$/, '.resume.json'), 'utf8'),
    ) as Record<string, unknown>;
    const truth = truthOf(source);
    const bytes = new Uint8Array(fs.readFileSync(doc.pdf));
    const cached = doc.pdf.replace(/\.pdf$/, '.txt');
    let text = fs.existsSync(cached) ? fs.readFileSync(cached, 'utf8') : '';
    const begun = performance.now();
    let content: CvContent = {
      personal_info: {
        name: '',
        title: '',
        email: '',
        phone: '',
        location: '',
        linkedin: '',
        website: '',
      },
      metadata: { target_role: '', template_id: '' },
      sections: [],
    } as unknown as CvContent;
    let pages = 0;
    let confidence: Record<string, number> = {};
    let reasons: Record<string, string> = {};
    let error: string | undefined;
    try {
      const parsed = await parseCvPdf(bytes);
      content = parsed.content;
      confidence = parsed.confidence;
      reasons = parsed.reasons;
      pages = parsed.stats.pages;
    } catch (caught) {
      error = String(caught);
    }
    const ms = performance.now() - begun;
    if (!text) text = await readPdfText(bytes).catch(() => '');
    const scored = scoreDocument(truth, content, new PrintedText(text), confidence, reasons);
    documents.push({
      design: doc.design,
      name: doc.name,
      language: truth.language,
      pages,
      ms,
      ...(error ? { error } : {}),
      ...scored,
    });
  }
  const groupBy = (keys: (doc: DocumentScore) => string[]) => {
    const groups = new Map<string, DocumentScore[]>();
    for (const doc of documents)
      for (const key of keys(doc)) groups.set(key, [...(groups.get(key) ?? []), doc]);
    return [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, docs]) => rowOf(name, docs));
  };
  return {
    overall: rowOf(
      'overall',
      documents.filter((doc) => !isSpaceVariant(doc.design)),
    ),
    designs: groupBy((doc) => (isSpaceVariant(doc.design) ? [] : [doc.design])),
    families: groupBy((doc) => familiesOf(doc.design)),
    languages: groupBy((doc) => [doc.language]),
    parts: PARTS.map((part) => rowOf(part, documentsOf(documents, part))),
    documents,
    seconds: (performance.now() - started) / 1000,
  };
}

async function main(args: string[]) {
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  const designs = args.flatMap((arg, index) => (args[index - 1] === '--design' ? [arg] : []));
  const report = await scoreCorpus({
    ...(designs.length > 0 ? { designs } : {}),
    ...(args.includes('--no-space') ? { space: false } : {}),
  });
  console.log(formatReport(report));
  if (args.includes('--verbose')) {
    for (const doc of report.documents)
      if (doc.mismatches.length > 0)
        console.log(`\n${doc.design}/${doc.name}\n  ${doc.mismatches.join('\n  ')}`);
  }
  const json = option('--json');
  if (json) fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
