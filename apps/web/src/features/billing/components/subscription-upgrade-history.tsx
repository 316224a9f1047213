import type { Plan, PlanSlug } from '@cvforge/contracts';
import { formatLongDate, formatMoney } from '@/lib/format';
import { useUpgradeHistory } from '../api/subscription-upgrade-history';

function planName(slug: PlanSlug | null, plans: readonly Plan[]): string {
  if (!slug) return 'Free';
  return plans.find((plan) => plan.slug === slug && plan.is_active)?.name ?? slug;
}

/** Past upgrades, newest first; hidden when there are none (or they fail to load). */
export function SubscriptionUpgradeHistory({ plans }: { plans: readonly Plan[] }) {
  const history = useUpgradeHistory();
  const items = history.data ?? [];
  if (items.length === 0) return null;

  return (
    <section
      aria-labelledby="upgrade-history-title"
      className="space-y-4 rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="upgrade-history-title" className="text-lg font-semibold">
        Upgrade history
      </h2>
      <ul className="divide-y divide-border text-sm">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span className="font-medium">
              {planName(item.from_plan, plans)} → {planName(item.to_plan, plans)}
            </span>
            <span className="text-muted-foreground">
              {formatMoney(item.amount, item.currency)} ·{' '}
              <time dateTime={item.created_at}>{formatLongDate(new Date(item.created_at))}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
