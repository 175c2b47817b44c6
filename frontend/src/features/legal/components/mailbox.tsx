import { requestFeedback } from '../../../lib/feedback-request.ts';
import { useSiteInfo } from '../api/get-site-info.ts';

const linkClasses = 'text-primary font-medium underline-offset-4 hover:underline';

/** A configured mailbox as a mail link; without one, the feedback form, which reaches the same people. */
export function Mailbox({ kind }: { kind: 'privacy' | 'legal' }) {
  const info = useSiteInfo();
  const email = kind === 'privacy' ? info?.privacyEmail : info?.legalEmail;
  if (info === undefined) return <span>…</span>;
  if (email) {
    return (
      <a href={`mailto:${email}`} className={linkClasses}>
        {email}
      </a>
    );
  }
  return (
    <>
      the{' '}
      <button type="button" onClick={requestFeedback} className={`${linkClasses} cursor-pointer`}>
        Send Feedback
      </button>{' '}
      form (this installation has no {kind} mailbox configured)
    </>
  );
}
