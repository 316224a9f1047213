import { ArrowLeft, RotateCcw, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

export function CheckoutCancelPage() {
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
        <Link to={paths.checkout.getHref()} className={buttonVariants()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Try Again
        </Link>
      </div>
    </section>
  );
}
