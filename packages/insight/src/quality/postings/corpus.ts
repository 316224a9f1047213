import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RequirementKind } from '../../extract/requirements';

/** A requirement labelled by hand: what the posting asks for, and whether it is a must-have. */
export interface LabelledRequirement {
  text: string;
  kind: RequirementKind;
  must: boolean;
}

/** One real posting, its facts in our own words, with its source page (packages/insight/corpus). */
export interface CorpusPosting {
  id: string;
  url: string;
  title: string;
  company: string;
  industry: string;
  text: string;
  requirements: LabelledRequirement[];
  source: string;
}

export type CorpusPart = 'tuning' | 'validation';

const CORPUS_DIR = fileURLToPath(new URL('../../../corpus/', import.meta.url));

interface Manifest {
  sources: Record<string, CorpusPart>;
}

/** The postings of one part of the corpus; a source missing from the manifest is an error. */
export function loadPostings(part: CorpusPart): CorpusPosting[] {
  const manifest = JSON.parse(readFileSync(`${CORPUS_DIR}manifest.json`, 'utf8')) as Manifest;
  const postings: CorpusPosting[] = [];
  for (const file of readdirSync(`${CORPUS_DIR}postings`).sort()) {
    if (!file.endsWith('.json')) continue;
    const data = JSON.parse(readFileSync(`${CORPUS_DIR}postings/${file}`, 'utf8')) as {
      source: string;
      postings: Omit<CorpusPosting, 'source'>[];
    };
    const assigned = manifest.sources[data.source];
    if (!assigned) throw new Error(`corpus source ${data.source} is not in the manifest`);
    if (assigned === part)
      postings.push(...data.postings.map((posting) => ({ ...posting, source: data.source })));
  }
  return postings;
}
