import { limitExceededDetailSchema, limitExceededMessage } from '@cvforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { UploadCvScreen } from '@/features/cvs/components/upload-cv-screen';
import { getCheckActionQueryOptions, useCheckAction } from '@/features/usage/api/check-action';
import { LimitBanner } from '@/components/limit-banner';
import { ApiError } from '@/lib/api-error';

interface Limit {
  current: number;
  limit: number;
  message?: string;
}

/** A 402 LIMIT_EXCEEDED upload answer, read as the banner's numbers. */
function limitFromError(error: unknown): Limit | null {
  if (!(error instanceof ApiError)) return null;
  const detail = limitExceededDetailSchema.safeParse(error.detail);
  if (!detail.success) return null;
  const { current_usage: current, limit } = detail.data;
  return { current, limit, message: limitExceededMessage('cv_upload', current, limit) };
}

/** The cvs feature's upload screen behind the usage feature's cv_upload check (docs/product.md §C2, §C5). */
export function UsageGatedUpload({ onCancel }: { onCancel?: () => void }) {
  const queryClient = useQueryClient();
  const check = useCheckAction('cv_upload');
  const [serverLimit, setServerLimit] = useState<Limit | null>(null);
  const [isBannerDismissed, setIsBannerDismissed] = useState(false);

  const checked = check.data && !check.data.can_perform ? check.data : null;
  const limit: Limit | null =
    serverLimit ?? (checked ? { current: checked.current_usage, limit: checked.limit } : null);
  const refreshUsage = () =>
    void queryClient.invalidateQueries({
      queryKey: getCheckActionQueryOptions('cv_upload').queryKey,
    });

  return (
    <UploadCvScreen
      gate={{
        status: check.isPending ? 'loading' : check.isError ? 'error' : 'ready',
        isBlocked: limit !== null,
        onRetry: () => void check.refetch(),
      }}
      limitBanner={
        limit &&
        !isBannerDismissed && (
          <LimitBanner
            usageType="cv_upload"
            current={limit.current}
            limit={limit.limit}
            message={limit.message}
            onDismiss={() => setIsBannerDismissed(true)}
          />
        )
      }
      onUploaded={refreshUsage}
      onUploadError={(error) => {
        const exceeded = limitFromError(error);
        if (exceeded) {
          setServerLimit(exceeded);
          setIsBannerDismissed(false);
        }
      }}
      onCancel={onCancel}
    />
  );
}
