import { LegalPage, type LegalSection } from './legal-page.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <>
        <p>
          Your account details (email address and, if you give them, your first and last name), the supplements and
          prescriptions you record, every dose you log, your notes, and any feedback you send us, together with the page
          you sent it from and your browser's name.
        </p>
        <p>We do not sell your data and we do not show advertising.</p>
      </>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <p>
        Only to run Regimen for you: to show your routine, count your doses and stock, compute your adherence, and, when
        you ask for them, produce AI insights. Feedback helps us fix problems and decide what to build next.
      </p>
    ),
  },
  {
    heading: 'AI insights',
    body: (
      <p>
        When you request an AI analysis, the names, doses and timings of the supplements it concerns are sent to our AI
        provider to generate the answer. Your email address and name are never part of that request.
      </p>
    ),
  },
  {
    heading: 'Cookies and local storage',
    body: (
      <p>
        One cookie keeps you signed in. Your browser also remembers your theme choice and whether demo mode is on. Demo
        mode keeps everything in your browser and sends nothing to our servers.
      </p>
    ),
  },
  {
    heading: 'Storage, security and retention',
    body: (
      <p>
        Your data is stored on Regimen's servers and is only ever shown to you. Regimen is an alpha product: data may be
        reset while we develop it, and we will tell you beforehand when we can.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You can see and change everything you recorded in the app at any time, and ask us for a copy of your data or for
        the deletion of your account and its data through the Contact Us page.
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
