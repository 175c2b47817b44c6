import { MEDICAL_DISCLAIMER } from '../../../components/disclaimers.tsx';
import { LegalPage, type LegalSection } from './legal-page.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Not medical advice',
    body: (
      <>
        <p>{MEDICAL_DISCLAIMER}</p>
        <p>In an emergency, contact your local emergency services immediately.</p>
      </>
    ),
  },
  {
    heading: 'An alpha service',
    body: (
      <p>
        Regimen is in alpha testing. Features may change or disappear, the service may be unavailable at times, and data
        may be reset. Do not rely on it as your only record of what you take.
      </p>
    ),
  },
  {
    heading: 'AI-generated content',
    body: (
      <p>
        Insights marked as AI-generated are produced automatically. They can be incomplete or wrong, and they do not
        replace the judgement of a doctor or pharmacist who knows your history.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <p>
        Keep your sign-in details to yourself; you are responsible for what happens under your account. Use Regimen only
        for your own routine, lawfully, and without trying to disrupt the service or reach other people's data.
      </p>
    ),
  },
  {
    heading: 'Plans and limits',
    body: (
      <p>
        The Free Plan tracks up to 10 supplements with 3 AI requests a day. Paid plans raise these limits; their price
        is shown before you upgrade.
      </p>
    ),
  },
  {
    heading: 'Liability and changes',
    body: (
      <p>
        Regimen is provided as is, to the extent the law allows. We may update these terms as the product grows; the
        date at the top of this page shows the current version, and continuing to use Regimen means you accept it.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms govern your use of Regimen. By creating an account or using demo mode you agree to them."
      sections={SECTIONS}
    />
  );
}
