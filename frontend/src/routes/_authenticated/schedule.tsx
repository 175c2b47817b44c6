import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

// Linked from the header and the bottom bar (spec section 2); the screen itself arrives with its own issue.
export const Route = createFileRoute('/_authenticated/schedule')({ component: ScheduleRoute });

function ScheduleRoute() {
  return <ComingSoonPage title="Schedule" description="Your week of doses, and courses with a start and an end." />;
}
