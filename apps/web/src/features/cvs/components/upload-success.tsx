import { UPLOAD_MESSAGES } from '@cvforge/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/**
 * "CV Uploaded Successfully!" with "Upload Another" and "Go to Dashboard" (docs/product.md §C2).
 * It replaces the form whose button had the focus, so the focus moves to its heading rather than
 * falling back to the top of the page.
 */
export function UploadSuccess({ title, onReset }: { title: string; onReset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div role="status" className="flex flex-col items-center py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-success/10 text-success">
        <CheckCircle2 className="size-7" aria-hidden="true" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-xl font-semibold outline-none">
        {UPLOAD_MESSAGES.success}
      </h2>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">
        “{title}” is being processed. It appears on your dashboard now and its preview and ATS score
        follow in a moment.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={onReset}>
          Upload Another
        </Button>
        <Link to={paths.app.dashboard.getHref()} className={buttonVariants()}>
          Go to Dashboard
        </Link>
      </div>
    </div>
  );
}
