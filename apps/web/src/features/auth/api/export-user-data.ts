import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /users/me/export: every record held about the user, as one JSON document. */
export async function exportUserData(): Promise<unknown> {
  return apiRequest('/users/me/export');
}

/** Fetches the export and hands it to the browser as a .json download. */
export function useExportUserData() {
  return useMutation({
    mutationFn: async () => {
      const data = await exportUserData();
      const day = new Date().toISOString().slice(0, 10);
      downloadJson(data, `cvforge-data-${day}.json`);
    },
  });
}

function downloadJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
