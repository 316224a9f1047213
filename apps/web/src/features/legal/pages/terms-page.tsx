import { site } from '@/config/site';
import { LegalDocument } from '../components/legal-document';
import { LegalSection } from '../components/legal-section';
import { TermsPlansBilling } from '../components/terms-plans-billing';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      summary="These terms are the agreement between you and cvforge when you use the service. Please read them carefully: by creating an account or buying a plan you accept them."
    >
      <LegalSection id="the-service" title="The service">
        <p>
          cvforge lets you upload, build, generate, edit, preview, download and analyse CVs and
          cover letters. We may improve, change or discontinue features; if a change takes away
          something you paid for, we will tell you in advance and offer a fair remedy.
        </p>
      </LegalSection>

      <LegalSection id="accounts" title="Your account">
        <p>
          You must be at least 16 and give accurate details. Keep your password safe; you are
          responsible for activity under your account. Accounts are personal and may not be shared
          or resold.
        </p>
      </LegalSection>

      <TermsPlansBilling />

      <LegalSection id="your-content" title="Your content and AI output">
        <p>
          You keep ownership of the CVs, documents and information you provide. You give us a
          limited licence to store and process them only to run the service for you. Content
          generated for you is yours to use. AI output can contain mistakes: review everything
          before you send it to an employer. We do not guarantee interviews or job offers.
        </p>
      </LegalSection>

      <LegalSection id="acceptable-use" title="Acceptable use">
        <p>You agree not to:</p>
        <ul>
          <li>present false qualifications, employment history or identities as genuine;</li>
          <li>upload unlawful content, malware, or material you have no right to use;</li>
          <li>probe, scrape, overload or reverse-engineer the service or bypass plan limits;</li>
          <li>use the service to send spam or to harass, impersonate or discriminate.</li>
        </ul>
        <p>We may suspend or close accounts that break these rules.</p>
      </LegalSection>

      <LegalSection id="liability" title="Liability">
        <p>
          The service is provided with reasonable skill and care but otherwise “as is”. To the
          extent the law allows, we are not liable for indirect or consequential loss, lost profits
          or lost opportunities. Our total liability to you for all claims is limited to the amount
          you paid us in the 12 months before the event giving rise to the claim. Nothing in these
          terms limits liability for death or personal injury caused by negligence, for fraud, or
          any other liability that cannot be limited by law.
        </p>
      </LegalSection>

      <LegalSection id="termination" title="Ending the agreement">
        <p>
          You may close your account at any time. We may end these terms with 30 days’ notice, or
          immediately for a serious breach. On closure we delete your data as described in our
          Privacy Policy.
        </p>
      </LegalSection>

      <LegalSection id="governing-law" title="Governing law and disputes">
        <p>
          These terms are governed by the law of England and Wales. Any dispute that we cannot
          resolve informally within 30 days will be settled by confidential arbitration in the
          United Kingdom, seated in London, under the Arbitration Act 1996. Either party may still
          bring a claim in a small-claims court or seek urgent injunctive relief. If you are a
          consumer, you keep the protection of mandatory laws of the country where you live.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes and contact">
        <p>
          We may update these terms; we will give at least 14 days’ notice of material changes by
          e-mail or in the app. Questions:{' '}
          <a href={`mailto:${site.legalEmail}`}>{site.legalEmail}</a>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
