import { LegalSection } from './legal-section';

/** Plans, billing and refunds part of the terms. */
export function TermsPlansBilling() {
  return (
    <>
      <LegalSection id="plans" title="Plans">
        <p>
          cvforge offers a Free plan and paid Standard and Premium plans. Each plan has monthly
          limits on actions such as CV uploads, CV generations and edits, shown on the pricing page
          and in the app. Limits reset at the start of each monthly period; unused allowance does
          not roll over.
        </p>
      </LegalSection>

      <LegalSection id="billing" title="Billing">
        <ul>
          <li>
            Paid plans are billed in advance, weekly or monthly, through our card payment provider’s
            hosted checkout, and renew automatically until cancelled.
          </li>
          <li>Prices are shown before you pay and include any applicable taxes.</li>
          <li>
            When you upgrade, the change takes effect immediately and the price difference is
            charged pro rata for the rest of the period.
          </li>
          <li>
            We will give at least 30 days’ notice of a price change; it applies from your next
            renewal.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="refunds" title="Cancellation and refunds">
        <p>
          You can cancel anytime from your subscription page. Your plan stays active until the end
          of the period you have paid for, and no further payments are taken. There are no hidden
          fees.
        </p>
        <p>
          <strong>14-day money-back guarantee:</strong> if you are not satisfied with your first
          paid plan, ask for a refund within 14 days of the first payment and we will refund it in
          full to the original payment method. Later renewals are not refunded unless the law
          requires it.
        </p>
      </LegalSection>
    </>
  );
}
