import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard.tsx';

export const Route = createFileRoute('/admin/dashboard')({
  component: AdminDashboard,
});
