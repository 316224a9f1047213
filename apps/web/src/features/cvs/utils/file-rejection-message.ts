import { UPLOAD_MESSAGES, type FileRejectionCode } from '@cvforge/contracts';

const MESSAGES: Record<FileRejectionCode, string> = {
  'file-invalid-type': UPLOAD_MESSAGES.notPdf,
  'file-too-large': UPLOAD_MESSAGES.fileTooLarge,
  'file-too-small': 'The file is empty. Please choose another PDF.',
  'too-many-files': 'Please upload one file at a time.',
};

/** A clear sentence for the drop zone's rejection codes (docs/product.md §C5); unknown codes read generic. */
export function fileRejectionMessage(code: string): string {
  return code in MESSAGES
    ? MESSAGES[code as FileRejectionCode]
    : 'This file cannot be uploaded. Please choose a PDF.';
}
