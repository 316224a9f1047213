/** What each part of a document's scoring is given (packages/cv-parser/corpus/scoring/document.ts). */
import type { CvContent } from '@cvforge/contracts';
import type { Truth } from '../truth';
import type { ScoreField } from './fields';
import type { PrintedText } from './printed-text';

/** Counts one judged value; `path` is the parser's confidence key of the value (calibration). */
export type Count = (field: ScoreField, ok: boolean, detail: () => string, path?: string) => void;
export interface Judge {
  truth: Truth;
  content: CvContent;
  printed: PrintedText;
  count: Count;
}

type Section<T extends CvContent['sections'][number]['type']> = Extract<
  CvContent['sections'][number],
  { type: T }
>['content'];
export function sectionOf<T extends CvContent['sections'][number]['type']>(
  content: CvContent,
  type: T,
): Section<T> | undefined {
  return content.sections.find((section) => section.type === type)?.content as
    Section<T> | undefined;
}
