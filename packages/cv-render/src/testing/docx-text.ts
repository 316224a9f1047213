import { strFromU8, unzipSync } from 'fflate';

/** word/document.xml out of a .docx (a zip): the text and links a Word download holds. */
export function documentXml(docx: Buffer): string {
  return strFromU8(unzipSync(new Uint8Array(docx))['word/document.xml'] ?? new Uint8Array());
}
