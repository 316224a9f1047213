import {
  type DuplicateUploadDetail,
  duplicateUploadDetailSchema,
  UPLOAD_ERROR_RESET_MS,
  UPLOAD_MESSAGES,
  UPLOAD_SUCCESS_RESET_MS,
  titleFromFileName,
  type UploadStatus,
} from '@cvforge/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { useUploadCv } from '../api/upload-cv';

/** What the error card says: the size rule, a validation message, or the generic failure. */
function uploadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UPLOAD_MESSAGES.failed;
  if (error.status === 413) return UPLOAD_MESSAGES.fileTooLarge;
  if (error.status === 400 || error.status === 422 || error.status === 402) return error.message;
  return UPLOAD_MESSAGES.failed;
}

/** A 409 for the same file uploaded a moment ago: the earlier CV, or null for any other error. */
function duplicateOf(error: unknown): DuplicateUploadDetail | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const detail = duplicateUploadDetailSchema.safeParse(error.detail);
  return detail.success ? detail.data : null;
}

/**
 * The upload page's state (docs/product.md §C4): idle → uploading → success (back to idle after 2 s)
 * or error (after 3 s). The success screen stays until "Upload Another". The same file sent
 * again within a minute asks first (`duplicate`), and is sent again only when confirmed
 * (docs/decisions/028-uploads-counted-once.md).
 */
interface UploadFlowOptions {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}

export function useUploadFlow({ onSuccess, onError }: UploadFlowOptions = {}) {
  const upload = useUploadCv();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [uploadedTitle, setUploadedTitle] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicateUploadDetail | null>(null);

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const delay = status === 'success' ? UPLOAD_SUCCESS_RESET_MS : UPLOAD_ERROR_RESET_MS;
    const timer = setTimeout(() => {
      setStatus('idle');
      setErrorMessage(null);
    }, delay);
    return () => clearTimeout(timer);
  }, [status]);

  function selectFile(next: File) {
    setFile(next);
    setTitle(titleFromFileName(next.name));
  }

  function submit({ confirmDuplicate = false } = {}) {
    if (!file || !title.trim() || status === 'uploading') return;
    setStatus('uploading');
    setProgress(0);
    setErrorMessage(null);
    setDuplicate(null);
    upload.mutate(
      { file, title, isDefault, confirmDuplicate, onProgress: setProgress },
      {
        onSuccess: () => {
          setProgress(100);
          setStatus('success');
          setUploadedTitle(title.trim());
          onSuccess?.();
        },
        onError: (error) => {
          const earlier = duplicateOf(error);
          if (earlier) {
            setStatus('idle');
            setDuplicate(earlier);
            return;
          }
          setStatus('error');
          setErrorMessage(uploadErrorMessage(error));
          onError?.(error);
        },
      },
    );
  }

  function reset() {
    setFile(null);
    setTitle('');
    setIsDefault(false);
    setStatus('idle');
    setProgress(0);
    setErrorMessage(null);
    setUploadedTitle(null);
    setDuplicate(null);
  }

  return {
    ...{ file, title, isDefault, status, progress, errorMessage, uploadedTitle, duplicate },
    ...{ selectFile, setTitle, setIsDefault, submit, reset },
    confirmDuplicate: () => submit({ confirmDuplicate: true }),
    cancelDuplicate: () => setDuplicate(null),
  };
}
