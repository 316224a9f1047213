import {
  LIMIT_BANNER_TEXT,
  limitBannerMessage,
  monthlyUsageLabel,
  usagePercent,
} from '@cvforge/contracts';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import type { EditLimit } from '../utils/edit-limit';

interface EditLimitBannerProps extends EditLimit {
  onDismiss: () => void;
}

/**
 * The cv_edit_limit banner of cv-spec §8 "Edit and preview". Unlike the usage feature's banner,
 * Upgrade Now opens /pricing in a new tab (cv-spec §2), so the unsaved edits stay open here.
 */
export function EditLimitBanner({ current, limit, message, onDismiss }: EditLimitBannerProps) {
  const usage = monthlyUsageLabel(current, limit);
  return (
    <section
      aria-labelledby="edit-limit-title"
      className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-5"
    >
      <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-300">
        {LIMIT_BANNER_TEXT.title}
      </p>
      <h2 id="edit-limit-title" className="mt-1 text-lg font-semibold">
        {LIMIT_BANNER_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {limitBannerMessage('cv_edit_limit', limit)}
      </p>
      {message && <p className="mt-1 text-sm text-muted-foreground">{message}</p>}
      <div className="mt-4 max-w-sm space-y-1.5">
        <p className="text-xs text-muted-foreground tabular-nums">{usage}</p>
        <div
          role="meter"
          aria-label={LIMIT_BANNER_TEXT.monthlyUsage}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(current, limit)}
          aria-valuetext={usage}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-red-600"
            style={{ width: `${usagePercent(current, limit)}%` }}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={paths.pricing.getHref()}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ size: 'sm' })}
        >
          <Sparkles className="size-3.5" aria-hidden="true" />
          {LIMIT_BANNER_TEXT.upgradeNow}
        </a>
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          {LIMIT_BANNER_TEXT.dismiss}
        </Button>
      </div>
    </section>
  );
}
