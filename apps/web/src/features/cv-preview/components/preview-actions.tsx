import type { DownloadFormat } from '@cvforge/contracts';
import { BarChart3, FileDown, FileJson, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

interface PreviewActionsProps {
  cvId: string;
  /** "Analytics Insights" shows only for generated CVs (docs/product.md §C2). */
  isGenerated: boolean;
  /** The format being downloaded, if any. */
  downloading: DownloadFormat | null;
  onDownload: (format: DownloadFormat) => void;
  /** Undefined when there is no content to export. */
  onExportJson: (() => void) | undefined;
}

export function PreviewActions({
  cvId,
  isGenerated,
  downloading,
  onDownload,
  onExportJson,
}: PreviewActionsProps) {
  return (
    <>
      <Link to={paths.app.cvEdit.getHref(cvId)} className={buttonVariants({ size: 'sm' })}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit
      </Link>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onDownload('pdf')}
        disabled={downloading !== null}
      >
        <FileDown className="size-4" aria-hidden="true" />
        Download PDF
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onDownload('docx')}
        disabled={downloading !== null}
      >
        <FileDown className="size-4" aria-hidden="true" />
        Download DOCX
      </Button>
      <Button variant="secondary" size="sm" onClick={onExportJson} disabled={!onExportJson}>
        <FileJson className="size-4" aria-hidden="true" />
        Export JSON Resume
      </Button>
      {isGenerated && (
        <Link
          to={paths.app.analytics.getHref(cvId)}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <BarChart3 className="size-4" aria-hidden="true" />
          Analytics Insights
          <span className="rounded-full bg-accent/15 px-1.5 py-px text-[0.65rem] font-semibold tracking-wide text-accent uppercase">
            Beta
          </span>
        </Link>
      )}
    </>
  );
}
