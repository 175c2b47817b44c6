import { createFileRoute } from '@tanstack/react-router';
import { StaticPageFrame } from '../components/layout/static-page-frame.tsx';
import { ContactPage } from '../features/legal/components/contact-page.tsx';

// Readable before signing in (linked from the landing page's footer).
export const Route = createFileRoute('/contact')({ component: ContactPageRoute });

function ContactPageRoute() {
  return (
    <StaticPageFrame>
      <ContactPage />
    </StaticPageFrame>
  );
}
