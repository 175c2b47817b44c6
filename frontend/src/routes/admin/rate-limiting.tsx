import { createFileRoute } from '@tanstack/react-router';
import { RateLimitingPage } from '../../features/admin/components/rate-limiting-page.tsx';

export const Route = createFileRoute('/admin/rate-limiting')({
  component: RateLimitingPage,
});
