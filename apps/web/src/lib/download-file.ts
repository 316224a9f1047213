import { blobRequest } from './blob-request';
import { fileNameFromContentDisposition } from './content-disposition';
import { saveBlob } from './save-blob';

export interface FetchedFile {
  blob: Blob;
  fileName: string;
}

/** GETs a file named by its Content-Disposition (filename* first), else `fallbackName`. */
export async function fetchFile(url: string, fallbackName: string): Promise<FetchedFile> {
  const { blob, headers } = await blobRequest(url);
  const fileName =
    fileNameFromContentDisposition(headers.get('Content-Disposition')) ?? fallbackName;
  return { blob, fileName };
}

/** GETs a file and hands it to the browser. Resolves with the name used. */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const { blob, fileName } = await fetchFile(url, fallbackName);
  saveBlob(blob, fileName);
  return fileName;
}
