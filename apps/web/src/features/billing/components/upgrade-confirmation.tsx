import {
  PLATFORM_MESSAGES,
  type Currency,
  type Plan,
  type UpgradePreviewPlan,
} from '@cvforge/contracts';
import { ArrowLeft, ArrowRight, LoaderCircle, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatLongDate, formatMoney } from '@/lib/format';
import { serverMessageOr } from '../api/checkout-error-message';
import { useUpgradePreview } from '../api/upgrade-preview';
import { useUpgradeSubscription } from '../api/upgrade-subscription';

interface UpgradeConfirmationProps {
  plan: Plan;
  /** A lower plan than the current one: scheduled for the period end, nothing charged now. */
  isDowngrade?: boolean;
  onBack: () => void;
}

/**
 * The pricing page's plan change step (docs/product.md §P2, §P4): current plan against the new
 * one, the billing note, next billing amount and date. Upgrade Now lands on
 * /app/subscription?upgraded=true; a lower plan's Schedule Change on /app/subscription, which
 * shows the change until the period end (docs/decisions/029-honest-billing.md).
 */
export function UpgradeConfirmation({
  plan,
  isDowngrade = false,
  onBack,
}: UpgradeConfirmationProps) {
  const preview = useUpgradePreview(plan.id);
  const upgrade = useUpgradeSubscription();
  const navigate = useNavigate();
  const isUpgrading = upgrade.isPending || upgrade.isSuccess;

  const handleUpgrade = () =>
    upgrade.mutate(
      { newPlanId: plan.id },
      { onSuccess: () => navigate(paths.app.subscription.getHref(!isDowngrade)) },
    );

  return (
    <section
      aria-labelledby="upgrade-title"
      className="mx-auto max-w-xl rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h3 id="upgrade-title" className="text-xl font-semibold tracking-tight">
        {isDowngrade ? `Change to ${plan.name}` : `Upgrade to ${plan.name}`}
      </h3>

      {preview.isPending && (
        <p role="status" className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Loading upgrade preview…
        </p>
      )}
      {preview.isError && (
        <Alert tone="error" className="mt-6">
          {serverMessageOr(preview.error, PLATFORM_MESSAGES.upgradePreviewFailed)}
        </Alert>
      )}

      {preview.data && (
        <>
          <div className="mt-6 grid items-center gap-3 sm:grid-cols-[1fr_auto_1fr]">
            <PlanSummary
              label="Current plan"
              plan={preview.data.current_plan}
              currency={preview.data.currency}
            />
            <ArrowRight
              className="mx-auto size-5 text-muted-foreground max-sm:rotate-90"
              aria-hidden="true"
            />
            <PlanSummary
              label="New plan"
              plan={preview.data.new_plan}
              currency={preview.data.currency}
              isNew
            />
          </div>

          <p className="mt-6 text-sm text-muted-foreground">{preview.data.message}</p>

          <dl className="mt-4 space-y-2 rounded-xl bg-muted/60 px-4 py-3 text-sm">
            {preview.data.change === 'downgrade' && preview.data.effective_date && (
              <Figure
                term={`${plan.name} starts`}
                value={formatLongDate(new Date(preview.data.effective_date))}
              />
            )}
            {preview.data.proration_amount !== undefined && (
              <Figure
                term="Charged today"
                value={formatMoney(preview.data.proration_amount, preview.data.currency)}
              />
            )}
            <Figure
              term="Next billing amount"
              value={formatMoney(preview.data.next_billing_amount, preview.data.currency)}
            />
            <Figure
              term="Next billing date"
              value={formatLongDate(new Date(preview.data.next_billing_date))}
            />
          </dl>
        </>
      )}

      {upgrade.isError && (
        <Alert tone="error" className="mt-5">
          {serverMessageOr(upgrade.error, PLATFORM_MESSAGES.upgradeFailed)}
        </Alert>
      )}

      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onBack} disabled={isUpgrading}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        <Button onClick={handleUpgrade} disabled={!preview.data || isUpgrading}>
          {isUpgrading ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Sparkles className="size-4" aria-hidden="true" />
          )}
          {isDowngrade ? 'Schedule Change' : 'Upgrade Now'}
        </Button>
      </div>
    </section>
  );
}

function PlanSummary({
  label,
  plan,
  currency,
  isNew = false,
}: {
  label: string;
  plan: UpgradePreviewPlan;
  currency: Currency;
  isNew?: boolean;
}) {
  return (
    <div
      className={
        isNew
          ? 'rounded-xl border-2 border-primary px-4 py-3'
          : 'rounded-xl border border-border px-4 py-3'
      }
    >
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
      <p className="mt-1 font-semibold">{plan.name}</p>
      <p className="text-sm text-muted-foreground tabular-nums">
        {formatMoney(plan.price, currency)}/{plan.interval}
      </p>
    </div>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
