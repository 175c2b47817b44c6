import { createFileRoute } from '@tanstack/react-router';
import { AdminPanel } from '../../features/admin/components/admin-panel.tsx';

export const Route = createFileRoute('/admin/')({
  component: AdminRoute,
});

function AdminRoute() {
  const selfId = Route.useRouteContext({ select: (context) => (context.session.status === 'anonymous' ? null : context.session.user.id) });
  return <AdminPanel selfId={selfId} />;
}
