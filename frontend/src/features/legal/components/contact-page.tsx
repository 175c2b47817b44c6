import { requestFeedback } from '../../../lib/feedback-request.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';
import { Mailbox } from './mailbox.tsx';

const linkClasses = 'text-primary font-medium underline-offset-4 hover:underline';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Feedback, problems and ideas',
    body: (
      <p>
        The quickest way to reach us is the{' '}
        <button type="button" onClick={requestFeedback} className={`${linkClasses} cursor-pointer`}>
          Send Feedback
        </button>{' '}
        form, on every page.
      </p>
    ),
  },
  {
    heading: 'Privacy and your data',
    body: (
      <p>
        For a copy of your data, deletion of your account, or any privacy question: <Mailbox kind="privacy" />.
      </p>
    ),
  },
  {
    heading: 'Legal',
    body: (
      <p>
        About the Terms of Service: <Mailbox kind="legal" />.
      </p>
    ),
  },
];

export function ContactPage() {
  return <LegalPage title="Contact Us" intro="How to reach the people who run this Regimen installation." sections={SECTIONS} showDate={false} />;
}
