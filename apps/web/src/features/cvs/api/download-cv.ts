import { cvDownloadFileName } from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { blobRequest } from '@/lib/blob-request';
import { fileNameFromContentDisposition } from '@/lib/content-disposition';
import { saveBlob } from '@/lib/save-blob';

export interface DownloadedCv {
  blob: Blob;
  fileName: string;
}

/** GET /cv/{id}/download: the PDF, named by Content-Disposition, else cv-{id}.pdf (cv-spec §7). */
export async function downloadCv(id: string): Promise<DownloadedCv> {
  const { blob, headers } = await blobRequest(apiUrl(`/cv/${encodeURIComponent(id)}/download`));
  const fileName =
    fileNameFromContentDisposition(headers.get('Content-Disposition')) ?? cvDownloadFileName(id);
  return { blob, fileName };
}

/** Downloads and hands the file to the browser. */
export function useDownloadCv() {
  return useMutation({
    mutationFn: async (id: string) => {
      const file = await downloadCv(id);
      saveBlob(file.blob, file.fileName);
      return file;
    },
  });
}
