import type { CvContent } from '@cvforge/contracts';
import type { Confidence } from '../types';

interface WordConfidence {
  text: string;
  confidence: number;
}

const fold = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.]/gu, '');

/** The value a confidence key names ('personal_info.email', 'sections.experience.0.title'). */
function valueAt(content: CvContent, key: string): unknown {
  const [root, type, ...rest] = key.split('.');
  let value: unknown;
  if (root === 'personal_info')
    return (content.personal_info as Record<string, unknown>)[type ?? ''];
  if (root !== 'sections') return undefined;
  value = content.sections.find((section) => section.type === type)?.content;
  for (const part of rest) {
    if (value === null || typeof value !== 'object') return undefined;
    if (/^\d+$/.test(part) && !Array.isArray(value)) {
      // 'experience.0' indexes the section's one list (experiences, education, items …).
      value = Object.values(value).find(Array.isArray);
      if (!value) return undefined;
    }
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * Scales every field's confidence by how sure OCR was of the words it is made of (the mean
 * confidence of the words found in it; the document's mean when none is found), so a field read
 * by OCR is never as sure as the same field read from a text layer.
 */
export function scaleByOcrConfidence(
  confidence: Confidence,
  content: CvContent,
  words: readonly WordConfidence[],
  documentConfidence: number,
): Confidence {
  const byWord = new Map<string, number[]>();
  for (const word of words) {
    const key = fold(word.text);
    if (key) byWord.set(key, [...(byWord.get(key) ?? []), word.confidence]);
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const scaled: Confidence = {};
  for (const [key, value] of Object.entries(confidence)) {
    const found = textsOf(valueAt(content, key))
      .flatMap((text) => text.split(/\s+/))
      .map((token) => byWord.get(fold(token)))
      .filter((list): list is number[] => list !== undefined)
      .map(mean);
    const ocr = found.length > 0 ? mean(found) : documentConfidence;
    // OCR's own confidence is optimistic: a field read by OCR is never above 0.95 of its text twin.
    scaled[key] = Math.round(value * Math.min(0.95, ocr) * 1000) / 1000;
  }
  return scaled;
}
