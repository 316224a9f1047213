import { PLATFORM_MESSAGES, paidPlanSlugSchema } from '@cvforge/contracts';
import { ArrowLeft, LoaderCircle, RotateCcw } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePlans } from '../api/get-plans';
import { CheckoutReview } from '../components/checkout-review';
import { sortActivePlans } from '../utils/plans';

interface CheckoutPageProps {
  /** The signed-in user's e-mail; null for an anonymous visitor (docs/decisions/004-checkout-outside-the-guard.md). */
  accountEmail: string | null;
}

/** /checkout?plan={slug} (docs/product.md §P2 "Checkout"); without a paid plan, back to /pricing. */
export function CheckoutPage({ accountEmail }: CheckoutPageProps) {
  const [searchParams] = useSearchParams();
  const slug = paidPlanSlugSchema.safeParse(searchParams.get('plan'));
  const plansQuery = usePlans();

  if (!slug.success) return <Navigate to={paths.pricing.getHref()} replace />;

  const plan = plansQuery.data
    ? sortActivePlans(plansQuery.data).find((candidate) => candidate.slug === slug.data)
    : undefined;
  if (plansQuery.isSuccess && !plan) return <Navigate to={paths.pricing.getHref()} replace />;

  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <title>Checkout · cvforge</title>
      <Link
        to={paths.pricing.getHref()}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Pricing
      </Link>
      <h1 className="mt-4 mb-6 text-3xl font-semibold tracking-tight">Review your plan</h1>
      {plansQuery.isPending && (
        <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Loading plan…
        </div>
      )}
      {plansQuery.isError && (
        <div className="space-y-4">
          <Alert tone="error">{PLATFORM_MESSAGES.fetchPlansFailed}</Alert>
          <Button
            variant="secondary"
            disabled={plansQuery.isFetching}
            onClick={() => plansQuery.refetch()}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Try Again
          </Button>
        </div>
      )}
      {plan && <CheckoutReview plan={{ ...plan, slug: slug.data }} accountEmail={accountEmail} />}
    </section>
  );
}
