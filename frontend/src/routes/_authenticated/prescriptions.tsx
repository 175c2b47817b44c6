import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

// Linked from the header and the bottom bar (spec section 2); the screen itself arrives with its own issue.
export const Route = createFileRoute('/_authenticated/prescriptions')({ component: PrescriptionsRoute });

function PrescriptionsRoute() {
  return (
    <ComingSoonPage
      title="My Prescriptions"
      description="Your prescription medications, their schedules and what to watch for."
    />
  );
}
