import { limitExceededDetailSchema } from '@cvforge/contracts';
import { ApiError } from '@/lib/api-error';

export interface EditLimit {
  current: number;
  limit: number;
  message?: string;
}

/** A failure whose detail says the monthly cv_edit_limit is used up (docs/product.md §C8), else null. */
export function editLimitFromError(error: unknown): EditLimit | null {
  if (!(error instanceof ApiError)) return null;
  const detail = limitExceededDetailSchema.safeParse(error.detail);
  if (!detail.success || detail.data.usage_type !== 'cv_edit_limit') return null;
  return {
    current: detail.data.current_usage,
    limit: detail.data.limit,
    message: detail.data.message,
  };
}
