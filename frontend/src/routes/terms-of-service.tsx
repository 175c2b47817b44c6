import { createFileRoute } from '@tanstack/react-router';
import { StaticPageFrame } from '../components/layout/static-page-frame.tsx';
import { TermsOfServicePage } from '../features/legal/components/terms-of-service-page.tsx';

// Readable before signing in (linked from the landing page's footer).
export const Route = createFileRoute('/terms-of-service')({ component: TermsOfServicePageRoute });

function TermsOfServicePageRoute() {
  return (
    <StaticPageFrame>
      <TermsOfServicePage />
    </StaticPageFrame>
  );
}
