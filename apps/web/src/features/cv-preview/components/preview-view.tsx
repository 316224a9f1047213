import { EDIT_MESSAGES, WIZARD_TEXT, type CvPreview, type PaperSize } from '@cvforge/contracts';
import { useState } from 'react';
import { showToast } from '@/lib/toast';
import { useGeneratedRecord } from '../api/get-cv-record';
import { useCvVersions } from '../api/get-cv-versions';
import { useRestoreCvVersion } from '../api/restore-cv-version';
import { usePreviewDownloads } from '../hooks/use-preview-downloads';
import { useTemplateChoice } from '../hooks/use-template-choice';
import { exportJsonResume } from '../utils/export-json-resume';
import { Alert } from '@/components/ui/alert';
import { coverLetterText, hasSampleText, type PreviewContent } from '../utils/preview-content';
import { AtsScorePanel } from './ats-score-panel';
import { CoverLetterCard } from './cover-letter-card';
import { PaperSizeToggle } from './paper-size-toggle';
import { PreviewActions } from './preview-actions';
import { PreviewHeaderCard } from './preview-header-card';
import { PreviewPages } from './preview-pages';
import { PreviewUnavailable } from '@/components/preview-unavailable';
import { TemplateSwitcher } from './template-switcher';
import { VersionHistory } from './version-history';

interface PreviewViewProps {
  preview: CvPreview;
  content: PreviewContent;
}

/** The loaded preview page (docs/product.md §C2): header card, the CV in its template, and the side panels. */
export function PreviewView({ preview, content }: PreviewViewProps) {
  const [paper, setPaper] = useState<PaperSize>('A4');
  const template = useTemplateChoice(preview.id, preview.template_id);
  const downloads = usePreviewDownloads(preview, paper);
  const versions = useCvVersions(preview.id);
  const generated = useGeneratedRecord(preview.id, preview.type === 'generated');
  const restore = useRestoreCvVersion(preview.id);
  const cv = content.kind === 'content' ? content.content : null;
  const letter = cv ? coverLetterText(cv) : '';
  const atsScore = preview.ats_analytics?.atsScore;

  const restoreVersion = (versionId: string) =>
    restore.mutateAsync(versionId, {
      onSuccess: (response) =>
        showToast({ type: 'success', title: response.message ?? 'Version restored' }),
      onError: (error) =>
        showToast({ type: 'error', title: 'Restore Failed', message: error.message }),
    });

  return (
    <div className="space-y-6 py-8">
      <title>{`${preview.file_name || preview.title} · cvforge`}</title>
      <PreviewHeaderCard
        preview={preview}
        generated={generated.data}
        role={cv?.personal_info.title}
        actions={
          <PreviewActions
            cvId={preview.id}
            isGenerated={preview.type === 'generated'}
            downloading={downloads.downloading}
            onDownload={downloads.downloadCv}
            onExportJson={cv ? () => exportJsonResume(cv) : undefined}
          />
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-end gap-4">
            <div className="min-w-0 flex-1">
              <TemplateSwitcher
                templates={template.templates}
                selected={template.selected}
                advancedTemplateLimit={template.advancedTemplateLimit}
                onSelect={template.select}
              />
            </div>
            <PaperSizeToggle value={paper} onChange={setPaper} />
          </div>
          {cv && hasSampleText(cv) && <Alert tone="info">{WIZARD_TEXT.sampleNotice}</Alert>}
          {cv ? (
            <section
              aria-label="CV preview"
              className="rounded-xl border border-border bg-muted/40 p-2 sm:p-4"
            >
              <PreviewPages
                cvId={preview.id}
                name={cv.personal_info.name}
                template={template.selected}
                paper={paper}
              />
            </section>
          ) : (
            <PreviewUnavailable
              message={
                content.kind === 'empty' && preview.type === 'generated'
                  ? EDIT_MESSAGES.noCvGenerated
                  : EDIT_MESSAGES.previewUnavailable
              }
            />
          )}
        </div>
        <aside className="space-y-4">
          {atsScore !== undefined && <AtsScorePanel cvId={preview.id} score={atsScore} />}
          {letter && (
            <CoverLetterCard
              text={letter}
              isDownloading={downloads.isDownloadingCoverLetter}
              onCopy={() => void downloads.copyCoverLetter(letter)}
              onDownload={downloads.downloadCoverLetter}
            />
          )}
          <VersionHistory
            versions={versions.data}
            isError={versions.isError}
            isRestoring={restore.isPending}
            onRestore={(version) => restoreVersion(version.id)}
          />
        </aside>
      </div>
    </div>
  );
}
