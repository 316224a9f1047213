import {
  LIMIT_BANNER_TEXT,
  USAGE_TYPE_NOUNS,
  limitBannerMessage,
  type UsageType,
} from '@cvforge/contracts';
import { Sparkles, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { UsageBar } from './usage-bar';

export interface LimitBannerProps {
  usageType: UsageType;
  current: number;
  limit: number;
  /** The server's sentence, when it sent one; else the banner's own. */
  message?: string;
  /** Upgrade Now opens /pricing in a new tab, so a form with unsaved work stays open (docs/product.md §C2). */
  upgradeInNewTab?: boolean;
  onDismiss: () => void;
}

/** 'Upgrade Required' (docs/product.md §P4): the usage bar, Upgrade Now to /pricing, Dismiss. */
export function LimitBanner({
  usageType,
  current,
  limit,
  message,
  upgradeInNewTab = false,
  onDismiss,
}: LimitBannerProps) {
  return (
    <section
      aria-labelledby="limit-banner-title"
      className="relative rounded-xl border border-amber-500/40 bg-amber-500/10 p-5"
    >
      <button
        type="button"
        aria-label="Close"
        onClick={onDismiss}
        className="absolute top-3 right-3 grid size-7 place-items-center rounded-md text-muted-foreground hover:bg-muted"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-300">
        {LIMIT_BANNER_TEXT.title}
      </p>
      <h2 id="limit-banner-title" className="mt-1 text-lg font-semibold">
        {LIMIT_BANNER_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {message ?? limitBannerMessage(usageType, limit)}
      </p>
      <div className="mt-4 max-w-sm">
        <UsageBar label={`${USAGE_TYPE_NOUNS[usageType]}s`} current={current} limit={limit} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={paths.pricing.getHref()}
          className={buttonVariants({ size: 'sm' })}
          {...(upgradeInNewTab && { target: '_blank', rel: 'noopener noreferrer' })}
        >
          <Sparkles className="size-3.5" aria-hidden="true" />
          {LIMIT_BANNER_TEXT.upgradeNow}
        </Link>
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          {LIMIT_BANNER_TEXT.dismiss}
        </Button>
      </div>
    </section>
  );
}
