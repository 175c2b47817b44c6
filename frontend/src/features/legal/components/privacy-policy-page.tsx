import { LegalPage, type LegalSection } from './legal-page.tsx';
import { Mailbox } from './mailbox.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Information we collect',
    body: (
      <>
        <p>
          <strong className="text-foreground">Account information:</strong> your email address, a hash of your password
          (never the password itself) and, if you give them, your first and last name.
        </p>
        <p>
          <strong className="text-foreground">Supplement tracking data:</strong> the supplements you record (name, brand,
          dosage, timing, stock, notes) and every dose you log.
        </p>
        <p>
          <strong className="text-foreground">Health information you share:</strong> the prescriptions you enter, any
          health details you write in notes, and the supplements you research.
        </p>
        <p>
          <strong className="text-foreground">Usage data:</strong> counts of the requests your account makes (to enforce
          rate limits and plan limits and to watch the service's health), the AI analyses you request, and, when you send
          feedback, the page you sent it from and your browser's name.
        </p>
      </>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <p>
        Only to run Regimen for you: to show your routine, count your doses and stock, compute your adherence, check your
        supplements and prescriptions against our interaction knowledge base and, when you ask, produce AI insights.
        Feedback helps us fix problems. We do not sell your data and we show no advertising.
      </p>
    ),
  },
  {
    heading: 'Data security',
    body: (
      <>
        <p>
          Your data is shown only to you: every request is checked against your own session on the server. Passwords are
          stored as Argon2 hashes, and the session cookie cannot be read by scripts on the page.
        </p>
        <p>
          Data travels encrypted (HTTPS) wherever Regimen is served over HTTPS. Whether stored data is encrypted at rest
          depends on the server it runs on; we do not claim more than that.
        </p>
      </>
    ),
  },
  {
    heading: 'Third-party AI service',
    body: (
      <p>
        By default, research, interaction checks and suggestions come from Regimen's own knowledge base and nothing
        leaves our server. Where an AI model provider is configured, the names, doses and timings of the supplements and
        prescriptions an analysis concerns are sent to it to generate the answer; your email address and name are never
        part of that request.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You can see, update and delete every supplement and prescription you recorded, at any time, in the app. To get a
        copy of your data (export), or to have your account and all its data deleted, write to us at the address below
        and we will do it.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Questions about privacy: <Mailbox kind="privacy" />.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="Regimen helps you keep track of your supplements and medications. That is personal information, and this page explains what we collect, why, and what you can do about it."
      sections={SECTIONS}
    />
  );
}
