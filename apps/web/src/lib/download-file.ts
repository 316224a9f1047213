import { blobRequest } from './blob-request';
import { fileNameFromContentDisposition } from './content-disposition';
import { saveBlob } from './save-blob';

/**
 * GETs a file and hands it to the browser, named by its Content-Disposition (filename* first),
 * else `fallbackName`. Resolves with the name used.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const { blob, headers } = await blobRequest(url);
  const fileName =
    fileNameFromContentDisposition(headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, fileName);
  return fileName;
}
