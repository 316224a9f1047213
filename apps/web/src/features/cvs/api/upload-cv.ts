import { uploadCvResponseSchema, type CvListItem, type UploadCvResponse } from '@cvforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { uploadRequest } from '@/lib/upload-request';
import { addCvToLists } from '../utils/cv-list-cache';
import { RECENT_UPLOADS_QUERY_KEY } from './get-recent-uploads';

export interface UploadCvInput {
  file: File;
  title: string;
  isDefault?: boolean;
  description?: string;
  tags?: string[];
  /** The user was told this file was uploaded a moment ago and chose to upload it again. */
  confirmDuplicate?: boolean;
  onProgress?: (percent: number) => void;
}

/**
 * POST /cv (multipart: file, title, description?, tags? as a JSON list, is_default?,
 * confirm_duplicate?).
 */
export async function uploadCv(input: UploadCvInput): Promise<UploadCvResponse> {
  const body = new FormData();
  body.append('file', input.file);
  body.append('title', input.title.trim());
  if (input.description) body.append('description', input.description);
  if (input.tags?.length) body.append('tags', JSON.stringify(input.tags));
  if (input.isDefault) body.append('is_default', 'true');
  if (input.confirmDuplicate) body.append('confirm_duplicate', 'true');
  const raw = await uploadRequest(apiUrl('/cv'), body, { onProgress: input.onProgress });
  const parsed = uploadCvResponseSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError('UNKNOWN_ERROR', 'Unexpected response from the server');
  return parsed.data;
}

/** The uploaded CV as the list shows it until the server's next answer: processing (docs/product.md §C4). */
function toListItem(input: UploadCvInput, { data }: UploadCvResponse): CvListItem {
  const now = new Date().toISOString();
  return {
    id: data.id,
    title: input.title.trim(),
    fileName: data.fileName,
    status: 'processing',
    type: 'uploaded',
    description: input.description ?? null,
    is_default: Boolean(input.isDefault),
    fileSize: data.fileSize,
    fileType: input.file.type || 'application/pdf',
    createdAt: now,
    updatedAt: now,
    uploaded_at: now,
    tags: input.tags ?? [],
    ats_score: null,
    sections: [],
    preview_content: null,
  };
}

export function useUploadCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCv,
    onSuccess: (response, input) => {
      addCvToLists(queryClient, toListItem(input, response));
      void queryClient.invalidateQueries({ queryKey: RECENT_UPLOADS_QUERY_KEY });
    },
  });
}
