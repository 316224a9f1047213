import {
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

/**
 * The upload page's state (docs/product.md §C4): idle → uploading → success (back to idle after 2 s)
 * or error (after 3 s). The success screen stays until "Upload Another".
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

  function submit() {
    if (!file || !title.trim() || status === 'uploading') return;
    setStatus('uploading');
    setProgress(0);
    setErrorMessage(null);
    upload.mutate(
      { file, title, isDefault, onProgress: setProgress },
      {
        onSuccess: () => {
          setProgress(100);
          setStatus('success');
          setUploadedTitle(title.trim());
          onSuccess?.();
        },
        onError: (error) => {
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
  }

  return {
    ...{ file, title, isDefault, status, progress, errorMessage, uploadedTitle },
    ...{ selectFile, setTitle, setIsDefault, submit, reset },
  };
}
