import { USAGE_TYPES, type UsageType } from '@cvforge/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Gauge, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { useUsageInfo } from '../api/get-usage-info';
import { UsageBar } from '@/components/usage-bar';

const USAGE_LABELS: Record<UsageType, string> = {
  cv_generation: 'CV generations',
  cv_upload: 'CV uploads',
  cv_edit_limit: 'CV edits',
};

/**
 * 'Usage': this month's usage per type, for free users only (docs/product.md §P2, §P6). Types whose
 * limit is 0 are hidden; 'Upgrade' leads to the pricing page.
 */
export function UsageDropdown() {
  const { data: info } = useUsageInfo();
  if (!info?.is_free_user) return null;
  const shown = USAGE_TYPES.filter((type) => info.limits[type] > 0);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonVariants({
          variant: 'ghost',
          size: 'sm',
          className: 'gap-1.5 max-sm:size-9 max-sm:px-0 data-[state=open]:bg-muted',
        })}
      >
        <Gauge className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Usage</span>
        <ChevronDown className="size-3.5 text-muted-foreground max-sm:hidden" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-border bg-card p-4 text-foreground shadow-xl"
        >
          <div className="flex items-center justify-between gap-3">
            <div>
              <p className="text-sm font-semibold">Monthly usage</p>
              <p className="text-xs text-muted-foreground">{info.plan.name} plan</p>
            </div>
            <DropdownMenu.Item asChild>
              <Link to={paths.pricing.getHref()} className={buttonVariants({ size: 'sm' })}>
                <Sparkles className="size-3.5" aria-hidden="true" />
                Upgrade
              </Link>
            </DropdownMenu.Item>
          </div>
          <div className="mt-4 space-y-4">
            {shown.length === 0 && (
              <p className="text-sm text-muted-foreground">No monthly allowances on this plan.</p>
            )}
            {shown.map((type) => (
              <UsageBar
                key={type}
                label={USAGE_LABELS[type]}
                current={info.usage[type]}
                limit={info.limits[type]}
              />
            ))}
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
