import { DASHBOARD_TEXT } from '@cvforge/contracts';
import { FileWarning } from 'lucide-react';

const DEFAULT_REASON = 'We could not read this file. Try uploading it again as a text-based PDF.';

/** A failed card: "Preview failed" with the reason as its description and tooltip. */
export function CvFailedPlaceholder({ reason }: { reason?: string | null }) {
  const text = reason?.trim() || DEFAULT_REASON;
  return (
    <div
      title={text}
      className="flex h-full flex-col items-center justify-center gap-2 px-5 text-center"
    >
      <FileWarning className="size-7 text-danger" aria-hidden="true" />
      <p className="text-sm font-medium text-danger">{DASHBOARD_TEXT.previewFailed}</p>
      <p className="line-clamp-3 text-xs text-muted-foreground">{text}</p>
    </div>
  );
}
