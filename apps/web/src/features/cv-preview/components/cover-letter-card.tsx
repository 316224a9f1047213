import { Copy, FileDown } from 'lucide-react';
import { COVER_LETTER_WORDS, wordCount } from '@cvforge/contracts';
import { Button } from '@/components/ui/button';

interface CoverLetterCardProps {
  text: string;
  isDownloading: boolean;
  onCopy: () => void;
  onDownload: () => void;
}

/**
 * The cover letter that came with the CV: copy to clipboard and PDF download (docs/product.md §C2).
 * A letter says only what the CV shows, so a thin CV gives a short one; the card says so and how
 * to give it more (docs/decisions/035-cover-letter-quality.md).
 */
export function CoverLetterCard({ text, isDownloading, onCopy, onDownload }: CoverLetterCardProps) {
  const words = wordCount(text);
  const short = words < COVER_LETTER_WORDS.min;
  return (
    <section
      aria-labelledby="cover-letter-heading"
      className="space-y-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <h2 id="cover-letter-heading" className="font-medium">
        Cover Letter
      </h2>
      <p className="max-h-60 overflow-y-auto text-sm whitespace-pre-line text-muted-foreground">
        {text}
      </p>
      <p className="text-xs text-muted-foreground">
        {short
          ? `${words} words. Letters of ${COVER_LETTER_WORDS.min}–${COVER_LETTER_WORDS.max} words read best; this one says only what your CV shows. Add achievements to the experience of the CV you generate from, or a reason in “Why this company?”, for a fuller letter.`
          : `${words} words.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={onCopy}
          aria-label="Copy the cover letter to the clipboard"
        >
          <Copy className="size-4" aria-hidden="true" />
          Copy
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onDownload}
          disabled={isDownloading}
          aria-label="Download PDF of the cover letter"
        >
          <FileDown className="size-4" aria-hidden="true" />
          Download PDF
        </Button>
      </div>
    </section>
  );
}
