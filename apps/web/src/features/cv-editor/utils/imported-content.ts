import { cvContentSchema, type CvContent } from '@cvforge/contracts';

/** History state carrying imported content from the choose screen to the manual form. */
export const importedContentState = (content: CvContent) => ({ importedContent: content });

/** The imported content in a history entry's state, if it holds valid content. */
export function readImportedContent(state: unknown): CvContent | null {
  if (typeof state !== 'object' || state === null || !('importedContent' in state)) return null;
  return cvContentSchema.safeParse(state.importedContent).data ?? null;
}
