import {
  CV_ACTION_TOASTS,
  downloadStartedToast,
  type CvPreview,
  type DownloadFormat,
  type PaperSize,
} from '@cvforge/contracts';
import { showToast } from '@/lib/toast';
import { useDownloadCoverLetter } from '../api/download-cover-letter';
import { useDownloadCvFile } from '../api/download-cv-file';

const errorText = (error: unknown) =>
  error instanceof Error && error.message.trim() ? error.message : undefined;

/** The preview's downloads and the cover letter copy, with the toasts of docs/product.md §C8. */
export function usePreviewDownloads(preview: CvPreview, paper: PaperSize) {
  const cvFile = useDownloadCvFile(preview.id);
  const letter = useDownloadCoverLetter(preview.id);
  const title = preview.file_name || preview.title;

  function downloadCv(format: DownloadFormat) {
    if (preview.status !== 'processed') {
      showToast({ type: 'warning', ...CV_ACTION_TOASTS.cvNotReady });
      return;
    }
    cvFile.mutate(
      { format, paper },
      {
        onSuccess: () => showToast({ type: 'success', ...downloadStartedToast(title) }),
        onError: (error) =>
          showToast({
            type: 'error',
            title: CV_ACTION_TOASTS.downloadFailed.title,
            message: errorText(error) ?? CV_ACTION_TOASTS.downloadFailed.message,
          }),
      },
    );
  }

  function downloadCoverLetter() {
    letter.mutate(paper, {
      onSuccess: () =>
        showToast({ type: 'success', ...CV_ACTION_TOASTS.coverLetterDownloadStarted }),
      onError: () => showToast({ type: 'error', ...CV_ACTION_TOASTS.coverLetterDownloadFailed }),
    });
  }

  async function copyCoverLetter(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ type: 'success', ...CV_ACTION_TOASTS.coverLetterCopied });
    } catch {
      showToast({
        type: 'error',
        title: 'Copy Failed',
        message: 'Could not copy the cover letter.',
      });
    }
  }

  return {
    downloadCv,
    downloading: cvFile.isPending ? cvFile.variables.format : null,
    downloadCoverLetter,
    isDownloadingCoverLetter: letter.isPending,
    copyCoverLetter,
  };
}
