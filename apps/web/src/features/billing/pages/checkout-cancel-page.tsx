import { paidPlanSlugSchema } from '@cvforge/contracts';
import { ArrowLeft, RotateCcw, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/**
 * /checkout/cancel (docs/product.md §P2 "Checkout-canceled page"). The API's cancel address names
 * the plan (?plan={slug}), so "Try Again" returns to that plan's checkout rather than to /checkout,
 * which would send the visitor on to /pricing.
 */
export function CheckoutCancelPage() {
  const [searchParams] = useSearchParams();
  const plan = paidPlanSlugSchema.safeParse(searchParams.get('plan'));
  const tryAgain = plan.success ? paths.checkout.getHref(plan.data) : paths.pricing.getHref();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28">
      <title>Checkout canceled · cvforge</title>
      <div className="mb-6 grid size-14 place-items-center rounded-2xl bg-muted text-muted-foreground">
        <XCircle className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight">Checkout canceled</h1>
      <p className="mt-3 text-pretty text-muted-foreground">
        Your payment was not completed and you have not been charged. You can pick a plan again
        whenever you are ready.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.pricing.getHref()} className={buttonVariants({ variant: 'secondary' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Pricing
        </Link>
        <Link to={tryAgain} className={buttonVariants()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Try Again
        </Link>
      </div>
    </section>
  );
}
