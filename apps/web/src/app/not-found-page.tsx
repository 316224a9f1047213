import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/** Unknown addresses (the API answers them with 404, apps/api/src/http/static-web.ts). */
export function NotFoundPage() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-2 text-muted-foreground">
        The address you opened does not exist. Check it for typos, or start again from the home
        page.
      </p>
      <Link
        to={paths.home.getHref()}
        className={`mt-6 ${buttonVariants({ variant: 'secondary' })}`}
      >
        <Home className="size-4" aria-hidden="true" />
        Go Home
      </Link>
    </div>
  );
}
