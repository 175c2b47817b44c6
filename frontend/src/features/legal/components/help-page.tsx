import { Link } from '@tanstack/react-router';
import { requestFeedback } from '../../../lib/feedback-request.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';

const linkClasses = 'text-primary font-medium underline-offset-4 hover:underline';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Getting started',
    body: (
      <p>
        Sign in, or try demo mode from the home page (everything stays in your browser). Add what you take on My
        Supplements, and your medicines on My Prescriptions, so interactions can be checked.
      </p>
    ),
  },
  {
    heading: 'Researching a supplement',
    body: (
      <p>
        On Research, type a supplement's name and press Enter. You get its evidence level, dosage, timing, side effects and
        interactions with their sources, and can add it to My Supplements in one click. A name our knowledge base does not
        know yet is said plainly, with the closest names it does know.
      </p>
    ),
  },
  {
    heading: 'Logging doses and stock',
    body: <p>Mark each dose as taken on the dashboard's schedule; stock counts down and you are warned when it runs low.</p>,
  },
  {
    heading: 'AI requests and limits',
    body: <p>The Free Plan includes 3 AI requests a day. Answers served from our knowledge base or from the cache do not use them.</p>,
  },
  {
    heading: 'Still stuck?',
    body: (
      <p>
        <button type="button" onClick={requestFeedback} className={`${linkClasses} cursor-pointer`}>
          Send us feedback
        </button>{' '}
        or see{' '}
        <Link to="/contact" className={linkClasses}>
          Contact Us
        </Link>
        .
      </p>
    ),
  },
];

export function HelpPage() {
  return <LegalPage title="Help Center" intro="Answers to the questions people ask most." sections={SECTIONS} showDate={false} />;
}
