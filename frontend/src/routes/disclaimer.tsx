import { createFileRoute } from '@tanstack/react-router';
import { StaticPageFrame } from '../components/layout/static-page-frame.tsx';
import { DisclaimerPage } from '../features/legal/components/disclaimer-page.tsx';

// Readable before signing in (linked from the landing page's footer).
export const Route = createFileRoute('/disclaimer')({ component: DisclaimerPageRoute });

function DisclaimerPageRoute() {
  return (
    <StaticPageFrame>
      <DisclaimerPage />
    </StaticPageFrame>
  );
}
