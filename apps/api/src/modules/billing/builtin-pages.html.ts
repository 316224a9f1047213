import { formatPrice, MONEY_BACK_GUARANTEE_DAYS } from '@cvforge/contracts';
import type { PlanRow, SubscriptionRow } from './billing.repository';

export const TEST_MODE_NOTICE = 'Test mode — no real payment is taken.';
export const DECLINED_MESSAGE = 'Your card was declined. Try another card.';
export const UNKNOWN_CARD_MESSAGE =
  'This test-mode checkout takes only the test cards 4242 4242 4242 4242 (paid) and 4000 0000 0000 0002 (declined).';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A self-contained page: no script, one style block (allowed by the app's CSP). */
function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}
.notice{background:#fef3c7;color:#78350f;border-radius:8px;padding:.75rem;font-weight:600}
.error{background:#fee2e2;color:#7f1d1d;border-radius:8px;padding:.75rem}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #a1a1aa;border-radius:6px}
button{margin-top:1rem;width:100%;padding:.7rem;font-size:1rem;border:0;border-radius:6px;background:#4f46e5;color:#fff;cursor:pointer}
a{color:#4f46e5}
</style></head>
<body><main>${body}</main></body></html>`;
}

export function checkoutPage({
  plan,
  amount,
  currency,
  interval,
  email,
  formAction,
  cancelUrl,
  error,
}: {
  plan: PlanRow;
  amount: number;
  currency: 'usd' | 'gbp';
  interval: string;
  email: string;
  formAction: string;
  cancelUrl: string;
  error?: string;
}) {
  return page(
    `Pay for ${plan.name}`,
    `<p class="notice">${TEST_MODE_NOTICE}</p>
<h1>${escapeHtml(plan.name)}</h1>
<p>${formatPrice(amount, currency)} per ${escapeHtml(interval)} · ${escapeHtml(email)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(formAction)}">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" required>
<button type="submit">Pay ${formatPrice(amount, currency)}</button>
</form>
<p><a href="${escapeHtml(cancelUrl)}">Cancel and go back</a></p>`,
  );
}

export function alreadyPaidPage(successUrl: string) {
  return page(
    'Already paid',
    `<p class="notice">${TEST_MODE_NOTICE}</p><p>This checkout is already complete.</p>
<p><a href="${escapeHtml(successUrl)}">Continue</a></p>`,
  );
}

export function portalPage({
  subscription,
  plan,
  refundable,
  refundAction,
  returnUrl,
  message,
}: {
  subscription: SubscriptionRow | undefined;
  plan: PlanRow | undefined;
  refundable: boolean;
  refundAction: string;
  returnUrl: string;
  message?: string;
}) {
  const details =
    subscription && plan
      ? `<p>${escapeHtml(plan.name)} · ${escapeHtml(subscription.status)}${
          subscription.cancel_at_period_end ? ' (cancels at period end)' : ''
        }</p><p>Current period ends ${subscription.current_period_end.toISOString().slice(0, 10)}.</p>
${subscription.payment_method ? `<p>Card ending ${escapeHtml(subscription.payment_method.last4 ?? '')}</p>` : ''}`
      : '<p>No subscription.</p>';
  const refund = refundable
    ? `<form method="post" action="${escapeHtml(refundAction)}">
<p>${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee: a refund ends the subscription now.</p>
<button type="submit">Refund and cancel</button></form>`
    : '';
  return page(
    'Billing',
    `<p class="notice">${TEST_MODE_NOTICE}</p><h1>Billing</h1>
${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}${details}${refund}
<p><a href="${escapeHtml(returnUrl)}">Back to cvforge</a></p>`,
  );
}
