import type { CvContent } from '@cvforge/contracts';
import { toJsonResume } from '@cvforge/cv-model';
import { saveBlob } from '@/lib/save-blob';

export const JSON_RESUME_FILE_NAME = 'resume.json';

/** Saves the CV as a JSON Resume (jsonresume.org) file, made in the browser. */
export function exportJsonResume(content: CvContent): void {
  const json = JSON.stringify(toJsonResume(content), null, 2);
  saveBlob(new Blob([json], { type: 'application/json' }), JSON_RESUME_FILE_NAME);
}
