import { PLATFORM_MESSAGES, type PaymentMethod } from '@cvforge/contracts';
import { CreditCard } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentMethods } from '../api/subscription-payment-methods';

function cardLabel(method: PaymentMethod): string {
  const brand = method.brand ?? method.type;
  const name = brand.charAt(0).toUpperCase() + brand.slice(1);
  return method.last4 ? `${name} •••• ${method.last4}` : name;
}

function expiryLabel(method: PaymentMethod): string | null {
  if (!method.exp_month || !method.exp_year) return null;
  return `Expires ${String(method.exp_month).padStart(2, '0')}/${method.exp_year}`;
}

/** The saved cards from GET /payments/payment-methods. */
export function SubscriptionPaymentMethods() {
  const methods = usePaymentMethods();

  return (
    <section
      aria-labelledby="payment-methods-title"
      className="space-y-4 rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="payment-methods-title" className="text-lg font-semibold">
        Payment method
      </h2>
      {methods.isPending && <Skeleton className="h-12 w-64" />}
      {methods.isError && (
        <p role="alert" className="text-sm text-danger">
          {PLATFORM_MESSAGES.paymentMethodsFailed}
        </p>
      )}
      {methods.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">No payment method on file.</p>
      )}
      {methods.data && methods.data.length > 0 && (
        <ul className="space-y-3">
          {methods.data.map((method) => (
            <li key={method.id} className="flex items-center gap-3 text-sm">
              <CreditCard className="size-5 text-muted-foreground" aria-hidden="true" />
              <span className="font-medium">{cardLabel(method)}</span>
              {expiryLabel(method) && (
                <span className="text-muted-foreground">{expiryLabel(method)}</span>
              )}
              {method.is_default && (
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                  Default
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
