import { createFileRoute } from '@tanstack/react-router';
import { StaticPageFrame } from '../components/layout/static-page-frame.tsx';
import { HelpPage } from '../features/legal/components/help-page.tsx';

// Readable before signing in (linked from the landing page's footer).
export const Route = createFileRoute('/help')({ component: HelpPageRoute });

function HelpPageRoute() {
  return (
    <StaticPageFrame>
      <HelpPage />
    </StaticPageFrame>
  );
}
