import { DASHBOARD_TEXT, type CvListItem, type CvSortOption } from '@cvforge/contracts';
import { FileText, LoaderCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CareerAnalyticsStartDialog } from '@/components/career-analytics-start-dialog';
import { useCvActions } from '../hooks/use-cv-actions';
import { filterCvs, searchSuggestions, sortCvs } from '../utils/cv-search';
import { paths } from '@/config/paths';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from 'react-router';
import { CvCard } from './cv-card';
import { CvListRow } from './cv-list-row';
import { CvSearch } from './cv-search';
import { CvSortSelect } from './cv-sort-select';
import { CvViewToggle, type CvView } from './cv-view-toggle';
import { DeleteCvDialog } from './delete-cv-dialog';

interface CvListProps {
  cvs: CvListItem[];
  total: number;
  isLoading: boolean;
}

/** "Your CVs": count, search with suggestions, sort, and the cards (docs/product.md §C2). */
export function CvList({ cvs, total, isLoading }: CvListProps) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<CvSortOption>('default');
  const [view, setView] = useState<CvView>('grid');
  const actions = useCvActions();
  const shown = useMemo(() => sortCvs(filterCvs(cvs, query), sort), [cvs, query, sort]);
  const suggestions = useMemo(() => searchSuggestions(cvs, query), [cvs, query]);

  return (
    <section aria-labelledby="your-cvs" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex items-baseline gap-2">
          <h2 id="your-cvs" className="text-lg font-semibold tracking-tight">
            Your CVs
          </h2>
          <span className="text-sm text-muted-foreground">{total} total</span>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <CvSearch value={query} onChange={setQuery} suggestions={suggestions} />
          <CvSortSelect value={sort} onChange={setSort} />
          <CvViewToggle value={view} onChange={setView} />
        </div>
      </div>
      {isLoading && (
        <p role="status" className="flex items-center gap-2 py-10 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {DASHBOARD_TEXT.loading}
        </p>
      )}
      {!isLoading && cvs.length === 0 && (
        <div className="rounded-xl border border-dashed border-border py-12 text-center">
          <FileText className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-medium">{DASHBOARD_TEXT.emptyTitle}</p>
          <p className="mt-1 text-sm text-muted-foreground">{DASHBOARD_TEXT.emptyBody}</p>
          <Link
            to={paths.cv.getHref()}
            className={buttonVariants({ size: 'sm', className: 'mt-4' })}
          >
            Create Your First CV
          </Link>
        </div>
      )}
      {!isLoading && cvs.length > 0 && shown.length === 0 && (
        <p className="py-10 text-center text-sm text-muted-foreground">
          No CVs match “{query.trim()}”.
        </p>
      )}
      {shown.length > 0 && view === 'grid' && (
        <ul aria-label="CVs" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((cv) => (
            <CvCard key={cv.id} cv={cv} actions={actions} />
          ))}
        </ul>
      )}
      {shown.length > 0 && view === 'list' && (
        <ul aria-label="CVs" className="space-y-2">
          {shown.map((cv) => (
            <CvListRow key={cv.id} cv={cv} actions={actions} />
          ))}
        </ul>
      )}
      <DeleteCvDialog
        cv={actions.pendingDelete}
        isDeleting={actions.isDeleting}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
      {actions.analyticsCv && (
        <CareerAnalyticsStartDialog
          cvId={actions.analyticsCv.id}
          open
          onOpenChange={(open) => {
            if (!open) actions.closeAnalytics();
          }}
        />
      )}
    </section>
  );
}
