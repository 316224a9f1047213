import { cvContentSchema, type CvContent } from '@cvforge/contracts';

/**
 * The editor's local draft (docs/decisions/027-drafts-and-leave-prompts.md): the unsaved content
 * of one CV for one user, in localStorage, until it is saved, discarded or restored and saved.
 */
const DRAFT_PREFIX = 'cvforge-edit-draft';

export const editDraftKey = (userId: string, cvId: string) => `${DRAFT_PREFIX}:${userId}:${cvId}`;

/** The stored draft, or null when there is none or it no longer reads as CV content. */
export function readEditDraft(userId: string, cvId: string): CvContent | null {
  try {
    const raw = localStorage.getItem(editDraftKey(userId, cvId));
    if (!raw) return null;
    const parsed = cvContentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeEditDraft(userId: string, cvId: string, content: CvContent) {
  try {
    localStorage.setItem(editDraftKey(userId, cvId), JSON.stringify(content));
  } catch {
    // Storage full or refused (private mode): the leave prompt still guards the changes.
  }
}

export function clearEditDraft(userId: string, cvId: string) {
  try {
    localStorage.removeItem(editDraftKey(userId, cvId));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
