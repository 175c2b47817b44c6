import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

// Linked from the header and the bottom bar (spec section 2); the screen itself arrives with its own issue.
export const Route = createFileRoute('/_authenticated/health')({ component: HealthRoute });

function HealthRoute() {
  return <ComingSoonPage title="My Health" description="The health conditions your suggestions take into account." />;
}
