import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CvContent } from '@cvforge/contracts';
import { fromJsonResume, type JsonResume } from '@cvforge/cv-model';
import type { CorpusPart } from './corpus';

/** Themes kept for an independent evaluation: never read here. */
const RESERVED = new Set(
  'even elegant stackoverflow kendall macchiato flat class onepage spartan paper'.split(' '),
);
const DOCUMENTS = fileURLToPath(
  new URL('../../../../cv-parser/corpus/documents/', import.meta.url),
);

export interface CorpusCv {
  id: string;
  content: CvContent;
}

/**
 * English CVs of the parser's third-party corpus (JSON Resume designs, from their source
 * documents), split by design: alternate designs go to tuning and validation.
 */
export function loadCorpusCvs(part: CorpusPart): CorpusCv[] {
  const designs = readdirSync(DOCUMENTS)
    .filter((name) => name.startsWith('jsonresume-'))
    .filter((name) => !RESERVED.has(name.slice('jsonresume-'.length)))
    .sort();
  return designs
    .filter((_, index) => (index % 3 === 2 ? 'validation' : 'tuning') === part)
    .flatMap((design) =>
      readdirSync(`${DOCUMENTS}${design}`)
        .filter((file) => /-en-.*\.resume\.json$/.test(file))
        .map((file) => ({
          id: `${design}/${file}`,
          content: fromJsonResume(
            JSON.parse(readFileSync(`${DOCUMENTS}${design}/${file}`, 'utf8')) as JsonResume,
          ),
        })),
    );
}
