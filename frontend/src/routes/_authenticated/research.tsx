import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

// Linked from the header and the bottom bar (spec section 2); the screen itself arrives with its own issue.
export const Route = createFileRoute('/_authenticated/research')({ component: ResearchRoute });

function ResearchRoute() {
  return (
    <ComingSoonPage
      title="Research"
      description="Evidence and research summaries for the supplements you are curious about."
    />
  );
}
