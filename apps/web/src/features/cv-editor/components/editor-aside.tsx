import type { CvContent } from '@cvforge/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LivePreview } from './live-preview';
import { SourcePdf, type MarkedField } from './source-pdf';

interface EditorAsideProps {
  cvId: string;
  content: CvContent;
  /** An uploaded CV whose values the parser placed on its PDF: the PDF is offered beside the form. */
  hasSource: boolean;
  marked: MarkedField | undefined;
}

/** Below the view switch, the column's content scrolls on its own. */
const SCROLLS = 'min-w-0 xl:max-h-[calc(100vh-9rem)] xl:overflow-y-auto';

const COLUMN = 'min-w-0 xl:sticky xl:top-20 xl:max-h-[calc(100vh-6rem)] xl:overflow-y-auto';

/**
 * Beside the form: the uploaded PDF with the focused field's value marked (an uploaded CV), or
 * the live preview of the content as edited; an uploaded CV can switch between the two.
 */
export function EditorAside({ cvId, content, hasSource, marked }: EditorAsideProps) {
  // The live preview first, as for every CV; the PDF one click away.
  const [view, setView] = useState<'pdf' | 'preview'>('preview');
  if (!hasSource) return <LivePreview cvId={cvId} content={content} className={COLUMN} />;
  return (
    <div className="min-w-0 space-y-3 xl:sticky xl:top-20">
      <div role="group" aria-label="Beside the form" className="flex gap-1">
        {(
          [
            ['pdf', 'Your PDF'],
            ['preview', 'Live preview'],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            size="sm"
            variant={view === value ? 'secondary' : 'ghost'}
            aria-pressed={view === value}
            onClick={() => setView(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      {view === 'pdf' ? (
        <section
          data-source-pane
          aria-labelledby="source-pdf-heading"
          className={`${SCROLLS} space-y-2`}
        >
          <h2 id="source-pdf-heading" className="text-sm font-semibold text-muted-foreground">
            Your PDF, where each value was read
          </h2>
          <SourcePdf cvId={cvId} marked={marked} />
        </section>
      ) : (
        <LivePreview cvId={cvId} content={content} className={SCROLLS} />
      )}
    </div>
  );
}
