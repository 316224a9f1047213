import type { CvContent } from '@cvforge/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { clearEditDraft, readEditDraft, writeEditDraft } from '../utils/edit-draft';

interface EditDraftOptions {
  userId: string;
  cvId: string;
  /** The content as loaded from the server. */
  baseline: CvContent;
  /** The content on screen. */
  content: CvContent;
}

const sameContent = (a: CvContent, b: CvContent) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the editor's unsaved changes as a local draft (src/features/cv-editor/utils/edit-draft.ts)
 * and offers a draft left from an earlier visit until the user restores or discards it. While the
 * offer is open nothing is written, so the draft on offer is never overwritten by the loaded content.
 */
export function useEditDraft({ userId, cvId, baseline, content }: EditDraftOptions) {
  const [offered, setOffered] = useState(() => {
    const draft = readEditDraft(userId, cvId);
    return draft && !sameContent(draft, baseline) ? draft : null;
  });
  const isDirty = useMemo(() => !sameContent(content, baseline), [content, baseline]);
  /** Set once saved: the reloaded content may differ in form from the screen's, and is no draft. */
  const isSaved = useRef(false);

  useEffect(() => {
    if (offered || isSaved.current) return;
    if (isDirty) writeEditDraft(userId, cvId, content);
    else clearEditDraft(userId, cvId);
  }, [offered, isDirty, userId, cvId, content]);

  return {
    /** A draft from an earlier visit, waiting for restore or discard. */
    offered,
    isDirty,
    /** Closes the offer; the caller puts the draft on screen. */
    restore: () => setOffered(null),
    discard: () => {
      clearEditDraft(userId, cvId);
      setOffered(null);
    },
    /** After a successful save: the server has the content, the draft goes. */
    clear: () => {
      isSaved.current = true;
      clearEditDraft(userId, cvId);
    },
  };
}
