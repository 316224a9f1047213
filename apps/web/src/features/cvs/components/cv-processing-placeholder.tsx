import { PROCESSING_MESSAGE_ROTATE_MS } from '@cvforge/contracts';
import { LoaderCircle } from 'lucide-react';
import { useRotatingMessage } from '../hooks/use-rotating-message';

export const PROCESSING_MESSAGES = [
  'Reading your CV…',
  'Finding your experience…',
  'Picking out your skills…',
  'Checking ATS compatibility…',
  'Building your preview…',
] as const;

/** A processing card: a spinner and messages that change every 1600 ms (docs/product.md §C2). */
export function CvProcessingPlaceholder() {
  const message = useRotatingMessage(PROCESSING_MESSAGES, PROCESSING_MESSAGE_ROTATE_MS);
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-4 text-center">
      <LoaderCircle className="size-7 animate-spin text-accent" aria-hidden="true" />
      <p aria-live="polite" className="text-xs text-muted-foreground">
        {message}
      </p>
    </div>
  );
}
