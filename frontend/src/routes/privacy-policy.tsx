import { createFileRoute } from '@tanstack/react-router';
import { StaticPageFrame } from '../components/layout/static-page-frame.tsx';
import { PrivacyPolicyPage } from '../features/legal/components/privacy-policy-page.tsx';

// Readable before signing in (linked from the landing page's footer).
export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPolicyPageRoute });

function PrivacyPolicyPageRoute() {
  return (
    <StaticPageFrame>
      <PrivacyPolicyPage />
    </StaticPageFrame>
  );
}
