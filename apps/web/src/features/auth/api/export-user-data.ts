import { useMutation } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** GET /users/me/export: every record held about the user, downloaded as one JSON file. */
export function exportUserData() {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile(apiUrl('/users/me/export'), `cvforge-data-${day}.json`);
}

export function useExportUserData() {
  return useMutation({ mutationFn: exportUserData });
}
