import { cvDownloadFileName } from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { fetchFile, type FetchedFile } from '@/lib/download-file';
import { saveBlob } from '@/lib/save-blob';

/** GET /cv/{id}/download: the PDF, named by Content-Disposition, else cv-{id}.pdf (docs/product.md §C7). */
export function downloadCv(id: string): Promise<FetchedFile> {
  return fetchFile(apiUrl(`/cv/${encodeURIComponent(id)}/download`), cvDownloadFileName(id));
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
