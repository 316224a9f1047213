import { coverLetterDownloadFileName, type PaperSize } from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** GET /cv/{id}/download-cover-letter?paper: always a PDF. */
export function downloadCoverLetter(id: string, paper: PaperSize) {
  return downloadFile(
    apiUrl(`/cv/${encodeURIComponent(id)}/download-cover-letter`, { paper }),
    coverLetterDownloadFileName(id),
  );
}

export function useDownloadCoverLetter(id: string) {
  return useMutation({ mutationFn: (paper: PaperSize) => downloadCoverLetter(id, paper) });
}
