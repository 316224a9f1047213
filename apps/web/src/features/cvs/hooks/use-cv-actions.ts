import {
  CV_ACTION_TOASTS,
  defaultCvUpdatedToast,
  downloadStartedToast,
  type CvListItem,
} from '@cvforge/contracts';
import { useState } from 'react';
import { useStartAtsAnalytics } from '@/lib/start-ats-analytics';
import { showToast } from '@/lib/toast';
import { useDownloadCv } from '../api/download-cv';
import { useDeleteCv } from '../api/delete-cv';
import { useSetDefaultCv } from '../api/set-default-cv';

const errorText = (error: unknown) =>
  error instanceof Error && error.message.trim() ? error.message : undefined;

/**
 * Whether a CV can be downloaded: once processed, whatever its origin. The download renders the
 * CV's content (docs/decisions/006-rendered-downloads-and-template-choice.md), so a CV built by hand
 * or imported from JSON Resume downloads as well as an uploaded file (docs/product.md §C2).
 */
export const canDownload = (cv: CvListItem) => cv.status === 'processed';

/** The dashboard card actions with every toast of docs/product.md §C8, word for word. */
export function useCvActions() {
  const download = useDownloadCv();
  const setDefault = useSetDefaultCv();
  const remove = useDeleteCv();
  const [pendingDelete, setPendingDelete] = useState<CvListItem | null>(null);
  /** The CV whose career analytics dialog is open. */
  const [analyticsCv, setAnalyticsCv] = useState<CvListItem | null>(null);
  const ats = useStartAtsAnalytics();
  const [atsStartingId, setAtsStartingId] = useState<string | undefined>();

  /** docs/product.md §C4 "ATS start": an existing report opens; otherwise an analysis starts. */
  async function handleStartAts(cv: CvListItem) {
    setAtsStartingId(cv.id);
    try {
      await ats.start(cv.id);
    } finally {
      setAtsStartingId(undefined);
    }
  }

  function handleDownload(cv: CvListItem) {
    if (!canDownload(cv)) {
      showToast({ type: 'warning', ...CV_ACTION_TOASTS.cvNotReady });
      return;
    }
    download.mutate(cv.id, {
      onSuccess: () => showToast({ type: 'success', ...downloadStartedToast(cv.title) }),
      onError: (error) =>
        showToast({
          type: 'error',
          title: CV_ACTION_TOASTS.downloadFailed.title,
          message: errorText(error) ?? CV_ACTION_TOASTS.downloadFailed.message,
        }),
    });
  }

  function handleSetDefault(cv: CvListItem) {
    setDefault.mutate(cv.id, {
      onSuccess: () => showToast({ type: 'success', ...defaultCvUpdatedToast(cv.title) }),
      onError: () => showToast({ type: 'error', ...CV_ACTION_TOASTS.setDefaultFailed }),
    });
  }

  function handleRequestDelete(cv: CvListItem) {
    if (cv.is_default) {
      showToast({ type: 'warning', ...CV_ACTION_TOASTS.cannotDeleteDefault });
      return;
    }
    setPendingDelete(cv);
  }

  function handleConfirmDelete() {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.id, {
      onSuccess: () => {
        setPendingDelete(null);
        showToast({ type: 'success', ...CV_ACTION_TOASTS.cvDeleted });
      },
      onError: (error) =>
        showToast({
          type: 'error',
          title: CV_ACTION_TOASTS.deleteFailed.title,
          message: errorText(error) ?? CV_ACTION_TOASTS.deleteFailed.message,
        }),
    });
  }

  return {
    download: handleDownload,
    setDefault: handleSetDefault,
    requestDelete: handleRequestDelete,
    confirmDelete: handleConfirmDelete,
    cancelDelete: () => setPendingDelete(null),
    pendingDelete,
    isDeleting: remove.isPending,
    busyId: setDefault.isPending ? setDefault.variables : undefined,
    startAts: handleStartAts,
    atsStartingId,
    openAnalytics: setAnalyticsCv,
    analyticsCv,
    closeAnalytics: () => setAnalyticsCv(null),
  };
}

export type CvActions = ReturnType<typeof useCvActions>;
