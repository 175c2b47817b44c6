import { MEDICAL_DISCLAIMER } from '../../../components/disclaimers.tsx';
import { LegalPage, type LegalSection } from './legal-page.tsx';
import { Mailbox } from './mailbox.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Acceptance',
    body: <p>By creating an account or using demo mode you accept these terms. If you do not, please do not use Regimen.</p>,
  },
  {
    heading: 'Description of service',
    body: (
      <p>
        Regimen is an alpha-stage web app for tracking supplements, prescriptions and doses, with research and interaction
        information from its knowledge base and, where configured, an AI model. Features may change, the service may be
        unavailable at times, and data may be reset while it is in alpha. The Free Plan tracks up to 10 supplements with
        3 AI requests a day.
      </p>
    ),
  },
  {
    heading: 'Medical disclaimer',
    body: (
      <>
        <p>{MEDICAL_DISCLAIMER}</p>
        <p>Information in Regimen is educational only. In an emergency, contact your local emergency services immediately.</p>
      </>
    ),
  },
  {
    heading: 'User responsibilities',
    body: (
      <p>
        Keep your sign-in details to yourself; you are responsible for what happens under your account. Check what you
        record, and do not rely on Regimen as your only record of what you take.
      </p>
    ),
  },
  {
    heading: 'Prohibited uses',
    body: (
      <p>
        Do not try to reach other people's data, disrupt or overload the service, get around its limits, or use it for
        anything unlawful.
      </p>
    ),
  },
  {
    heading: 'Limitation of liability',
    body: (
      <p>
        Regimen is provided as is, to the extent the law allows, without warranty that its information is complete or
        correct. We may update these terms; the date at the top shows the current version.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms: <Mailbox kind="legal" />.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return <LegalPage title="Terms of Service" intro="These terms govern your use of Regimen." sections={SECTIONS} />;
}
