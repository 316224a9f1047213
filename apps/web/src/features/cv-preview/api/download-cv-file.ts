import { cvDownloadFileName, type CvDownloadQuery } from '@cvforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** GET /cv/{id}/download?format&paper: the CV in its template, as PDF or DOCX. */
export function downloadCvFile(id: string, { format, paper }: CvDownloadQuery) {
  const fallback = format === 'pdf' ? cvDownloadFileName(id) : `cv-${id}.docx`;
  return downloadFile(
    apiUrl(`/cv/${encodeURIComponent(id)}/download`, { format, paper }),
    fallback,
  );
}

export function useDownloadCvFile(id: string) {
  return useMutation({ mutationFn: (query: CvDownloadQuery) => downloadCvFile(id, query) });
}
