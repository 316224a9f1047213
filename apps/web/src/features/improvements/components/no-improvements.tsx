import { NO_AI_IMPROVEMENTS_TITLE } from '@cvforge/contracts';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/** docs/product.md §C2: no AI improvements yet, with the way to the ATS report that generates them. */
export function NoImprovements({ cvId, onBack }: { cvId: string; onBack: () => void }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <Sparkles className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{NO_AI_IMPROVEMENTS_TITLE}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.app.atsAnalytics.getHref(cvId)} className={buttonVariants()}>
          Go to ATS Analytics
        </Link>
        <Button variant="secondary" onClick={onBack}>
          Go Back
        </Button>
      </div>
    </div>
  );
}
