import { LegalSection } from './legal-section';

/** The data-subject rights part of the privacy policy (UK GDPR). */
export function PrivacyRights() {
  return (
    <LegalSection id="your-rights" title="Your rights">
      <p>Under UK and EU data protection law you have the right to:</p>
      <ul>
        <li>access the personal data we hold about you and receive a copy of it;</li>
        <li>have inaccurate data corrected and incomplete data completed;</li>
        <li>have your data erased, for example by deleting CVs or closing your account;</li>
        <li>restrict or object to processing based on our legitimate interests;</li>
        <li>receive your data in a portable, machine-readable format;</li>
        <li>withdraw consent at any time, where processing relies on consent.</li>
      </ul>
      <p>
        We answer requests within one month. If you are unhappy with how we handle your data you can
        complain to the Information Commissioner’s Office (ico.org.uk) or your local supervisory
        authority.
      </p>
      <p>cvforge is not meant for children under 16 and we do not knowingly collect their data.</p>
    </LegalSection>
  );
}
