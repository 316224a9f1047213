import { WIZARD_STEP1_MESSAGES, WIZARD_TEXT, type CvPickerItem } from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';
import { Star } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CvThumbnail } from '@/components/cv-thumbnail';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useCvDetail } from '../api/get-cv-detail';

function readContent(raw: unknown) {
  try {
    const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return typeof parsed === 'object' && parsed !== null ? normaliseCvContent(parsed) : null;
  } catch {
    return null;
  }
}

/** default_cv: a small preview of the default CV, or how to set one (docs/product.md §C2). */
export function DefaultCvPreview({ defaultCv }: { defaultCv: CvPickerItem | undefined }) {
  const detail = useCvDetail(defaultCv?.id ?? null);
  const content = useMemo(() => readContent(detail.data?.content), [detail.data]);

  if (!defaultCv) {
    return (
      <Alert tone="info" title={WIZARD_STEP1_MESSAGES.noDefaultCv}>
        <p>{WIZARD_TEXT.defaultCvHelp}</p>
        <Link to={paths.app.dashboard.getHref()} className="font-medium underline">
          Go to your CVs
        </Link>
      </Alert>
    );
  }
  return (
    <section
      aria-label="Default CV preview"
      className="flex gap-4 rounded-lg border border-border bg-card p-3"
    >
      <div className="h-44 w-32 shrink-0 overflow-hidden rounded border border-border bg-white">
        <CvThumbnail cvId={defaultCv.id} version={defaultCv.updatedAt} />
      </div>
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex items-center gap-1.5 font-medium">
          <Star className="size-3.5 fill-current text-accent" aria-hidden="true" />
          {defaultCv.title}
        </p>
        <p className="text-muted-foreground">Your default CV</p>
        {content?.personal_info.name && <p>{content.personal_info.name}</p>}
        {content?.personal_info.title && (
          <p className="text-muted-foreground">{content.personal_info.title}</p>
        )}
      </div>
    </section>
  );
}
