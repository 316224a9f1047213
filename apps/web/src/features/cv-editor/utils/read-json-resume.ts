import type { CvContent } from '@cvforge/contracts';
import { checkJsonResume, fromJsonResume } from '@cvforge/cv-model';

/** Why a picked file could not be imported, in words for the toast. */
export class JsonResumeImportError extends Error {
  override name = 'JsonResumeImportError';
}

/** A picked JSON Resume file as canonical content; throws JsonResumeImportError when unreadable. */
export async function readJsonResume(file: Blob): Promise<CvContent> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    throw new JsonResumeImportError('The file is not valid JSON.');
  }
  const checked = checkJsonResume(json);
  if (!checked.ok) throw new JsonResumeImportError(checked.message);
  return fromJsonResume(checked.resume);
}
