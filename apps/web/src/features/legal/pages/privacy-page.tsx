import { site } from '@/config/site';
import { LegalDocument } from '../components/legal-document';
import { LegalSection } from '../components/legal-section';
import { PrivacyRights } from '../components/privacy-rights';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary="Your CV says a lot about you. This policy explains what we collect when you use cvforge, why we collect it, who helps us process it, and the choices and rights you have."
    >
      <LegalSection id="who-we-are" title="Who we are">
        <p>
          cvforge is an online service for building, tailoring and analysing CVs and cover letters.
          The operator of the cvforge instance you are using is the controller of your personal
          data. Where cvforge is self-hosted by an employer, school or other organisation, that
          organisation is the controller and its own policy also applies.
        </p>
      </LegalSection>

      <LegalSection id="data-we-collect" title="Data we collect">
        <ul>
          <li>
            <strong>Account data:</strong> your name, e-mail address, a hashed password or the
            identifier of the external sign-in provider you chose, your profile picture if the
            provider shares one, and sign-in timestamps.
          </li>
          <li>
            <strong>CV content:</strong> the PDFs you upload, the text we extract from them, CVs and
            cover letters you build or generate, and the job titles, company names and job
            descriptions you give us to tailor them.
          </li>
          <li>
            <strong>Analytics results:</strong> career and ATS (applicant tracking system) reports
            and improvement suggestions generated for your CVs.
          </li>
          <li>
            <strong>Usage data:</strong> how many uploads, generations and edits you make each
            month, so we can apply the limits of your plan.
          </li>
          <li>
            <strong>Billing data:</strong> your plan, billing interval, subscription status and a
            customer reference from our payment provider. We never see or store full card numbers.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type, device information and server
            logs used to keep the service secure and reliable.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="how-we-use-data" title="How we use your data">
        <ul>
          <li>
            To provide the service you asked for: parsing, building, generating, analysing,
            previewing and downloading your CVs (performance of our contract with you).
          </li>
          <li>To take payments, manage subscriptions and apply plan limits (contract).</li>
          <li>To secure accounts, prevent abuse and fix faults (legitimate interests).</li>
          <li>To answer your support requests and send essential service messages (contract).</li>
          <li>To meet tax, accounting and other legal obligations (legal obligation).</li>
        </ul>
        <p>We do not sell your personal data and we do not use your CVs for advertising.</p>
      </LegalSection>

      <LegalSection id="third-parties" title="AI and payment providers, and other third parties">
        <ul>
          <li>
            <strong>AI providers:</strong> when AI features are enabled, the CV text and job details
            needed for a request are sent to the configured AI model provider to generate or analyse
            content. Providers act as our processors under data processing terms and may not use
            your content to train their models. Without a configured provider, the built-in analysis
            engine processes everything on our own servers.
          </li>
          <li>
            <strong>Payment provider:</strong> card payments are handled on the hosted checkout page
            of our card payment provider, which processes your payment details as an independent
            controller under its own privacy policy.
          </li>
          <li>
            <strong>Sign-in providers:</strong> if you sign in with Google, Microsoft or GitHub,
            that provider shares your name, e-mail address and profile picture with us.
          </li>
          <li>
            <strong>Infrastructure:</strong> hosting, storage and e-mail delivery providers that
            process data on our behalf and under our instructions.
          </li>
        </ul>
        <p>
          Where data leaves the United Kingdom or the European Economic Area, we rely on adequacy
          decisions or standard contractual clauses to protect it.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="How long we keep data">
        <p>
          We keep your account data and CVs for as long as your account exists. When you delete a CV
          it is removed from the service straight away and from backups within 30 days. When you
          close your account we delete your data within 30 days, except billing records, which we
          keep for six years to meet UK tax rules.
        </p>
      </LegalSection>

      <PrivacyRights />

      <LegalSection id="security" title="Security">
        <p>
          Passwords are hashed with a modern algorithm, connections are encrypted, access to your
          CVs is limited to your account, and uploaded files are checked before processing. No
          system is perfectly secure; if a breach affects you we will tell you without undue delay.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies and local storage">
        <p>
          We only use storage that the service needs to work: keeping you signed in, protecting
          forms, and remembering preferences such as your light or dark theme. We do not use
          advertising or cross-site tracking cookies.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact us">
        <p>
          Questions or requests about your privacy:{' '}
          <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>. You can reach our data
          protection officer at <a href={`mailto:${site.dpoEmail}`}>{site.dpoEmail}</a>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
