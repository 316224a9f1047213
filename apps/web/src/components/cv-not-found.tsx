import { DASHBOARD_TEXT } from '@cvforge/contracts';
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/** "CV Not Found" with a way back (docs/product.md §C2): for an unknown id, or none at all. */
export function CvNotFound({ message }: { message?: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <FileQuestion className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{DASHBOARD_TEXT.cvNotFoundTitle}</h1>
      {message && <p className="text-muted-foreground">{message}</p>}
      <Link to={paths.app.dashboard.getHref()} className={buttonVariants()}>
        Go to Dashboard
      </Link>
    </div>
  );
}
