import { saveCvResponseSchema, type CvContent } from '@cvforge/contracts';
import { cleanContent } from '@cvforge/cv-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CVS_QUERY_KEY } from '@/lib/query-keys';

interface SaveCvContentParams {
  cvId: string;
  content: CvContent;
  /** The parser's doubts still open, by path in `content` (an uploaded CV's editor sends them). */
  doubts?: Record<string, number> | undefined;
}

/** PUT /cv/{cvId}/content with the content cleaned of UI markers (docs/product.md §C7). */
export function saveCvContent({ cvId, content, doubts }: SaveCvContentParams) {
  return apiRequest(`/cv/${encodeURIComponent(cvId)}/content`, {
    method: 'PUT',
    body: { content_json: cleanContent(content), ...(doubts ? { parse_confidence: doubts } : {}) },
    schema: saveCvResponseSchema,
  });
}

export function useSaveCvContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCvContent,
    // The preview, the versions and the dashboard card all show the saved content.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CVS_QUERY_KEY }),
  });
}
