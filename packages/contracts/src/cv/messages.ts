/** User-visible strings of docs/product.md §C8 and §C5 (CV library, upload, manual, generation, edit), word for word. */

/** A toast: title plus optional message. */
export interface ToastText {
  readonly title: string;
  readonly message?: string;
}

export const CV_ACTION_TOASTS = {
  downloadFailed: { title: 'Download Failed', message: 'Download failed. Please try again.' },
  /** A second wording of the download failure. */
  downloadFailedAlt: {
    title: 'Download Failed',
    message: 'Failed to download CV. Please try again.',
  },
  cvNotReady: {
    title: 'CV Not Ready',
    message: 'CV is not ready for download yet. Please wait until processing is complete.',
  },
  setDefaultFailed: { title: 'Failed', message: 'Could not set default CV.' },
  cannotDeleteDefault: {
    title: 'Cannot Delete Default CV',
    message: 'Please change your default CV before deleting this one.',
  },
  cvDeleted: { title: 'CV Deleted' },
  deleteFailed: { title: 'Delete Failed', message: 'Failed to delete CV. Please try again.' },
  coverLetterDownloadStarted: { title: 'Cover Letter Download Started' },
  coverLetterDownloadFailed: {
    title: 'Cover Letter Download Failed',
    message: 'Failed to download cover letter. Please try again.',
  },
  coverLetterCopied: { title: 'Cover Letter Copied', message: 'Cover letter copied to clipboard' },
} as const satisfies Record<string, ToastText>;

export const downloadStartedToast = (title: string): ToastText => ({
  title: 'Download Started',
  message: `${title} is being downloaded.`,
});

export const defaultCvUpdatedToast = (title: string): ToastText => ({
  title: 'Default CV Updated',
  message: `${title} is now your default CV.`,
});

export const DASHBOARD_TEXT = {
  emptyTitle: 'No CVs yet',
  emptyBody: 'Create your first CV using one of the options above',
  loading: 'Loading CVs...',
  previewFailed: 'Preview failed',
  deleteDialogTitle: 'Delete CV',
  cvNotFoundTitle: 'CV Not Found',
  cvIdMissing: 'The CV ID is missing.',
} as const;

export const UPLOAD_MESSAGES = {
  failed: 'Upload failed. Please try again.',
  errorTitle: 'Upload Error',
  usageLoadFailed: 'Failed to load usage information. Please try again.',
  limitBlocked: 'Upload limit exceeded. Please upgrade your plan to continue.',
  fileTooLarge: 'File size must be less than 10MB',
  notPdf: 'Please upload a PDF file',
  success: 'CV Uploaded Successfully!',
} as const;

export const MANUAL_SAVE_TOASTS = {
  failed: { title: 'Save failed', message: 'Please try again.' },
  saved: { title: 'Saved', message: 'Your profile has been created.' },
} as const satisfies Record<string, ToastText>;

export const GENERATION_MESSAGES = {
  failed: 'Generation failed',
  failedToGenerate: 'Failed to generate CV',
  failedToast: 'Generation Failed',
  picker: 'Failed to load CVs',
  started: { title: 'Generation started', message: "We'll notify you when it's ready." },
  /** The server's answers about the CV a generation starts from (not worded by the spec). */
  sourceFailed: 'The selected CV could not be processed. Please choose another CV.',
  sourceNotReady: 'The selected CV is still being processed. Please wait until it is ready.',
} as const;

export const EDIT_MESSAGES = {
  updated: 'CV updated successfully',
  loadFailedScreen: 'Failed to load CV content',
  invalidPreview: {
    title: 'Invalid preview content',
    message: 'Could not parse generated content JSON.',
  },
  previewUnavailable: 'Preview content not available',
  noCvGenerated: 'No CV Generated Yet.',
} as const;

/** The editor's local draft and the leave prompt (docs/decisions/027-drafts-and-leave-prompts.md). */
export const EDIT_DRAFT_TEXT = {
  offerTitle: 'Restore unsaved changes?',
  offerMessage:
    'You left this CV with changes that were not saved. Restore them, or discard them and keep the saved version.',
  restore: 'Restore',
  discard: 'Discard',
} as const;

export const UNSAVED_CHANGES_PROMPT = {
  title: 'Leave without saving?',
  message:
    'Your changes are not saved. They stay as a draft on this device, offered when you come back.',
  stay: 'Stay',
  leave: 'Leave',
} as const;

export const editLoadFailedMessage = (reason: string) =>
  `Failed to load CV content for editing: ${reason}`;
export const editSaveFailedMessage = (reason: string) => `Failed to save CV changes: ${reason}`;

/** Screens opened without a CV id. */
export const CV_ID_REQUIRED_MESSAGES = {
  analytics: 'CV ID is required for analytics insights.',
  notFound: 'CV ID not found',
  atsAnalytics: 'CV ID is required for ATS analytics.',
  improvement: 'CV ID is required for CV improvement.',
} as const;
