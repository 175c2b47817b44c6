import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminGate } from '../features/admin/components/admin-gate.tsx';

/**
 * Outside `_authenticated` on purpose: a signed-out visitor to an admin page is sent to sign in
 * (spec 02) instead of seeing a 404; a member sees "admins only"; the server guards every call anyway.
 */
export const Route = createFileRoute('/admin')({
  component: AdminLayout,
});

function AdminLayout() {
  const session = Route.useRouteContext({ select: (context) => context.session });
  return (
    <AdminGate session={session}>
      <Outlet />
    </AdminGate>
  );
}
