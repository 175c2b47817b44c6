import { createFileRoute } from '@tanstack/react-router';
import { ProjectionsPage } from '../../features/admin-audit/components/projections-page.tsx';

export const Route = createFileRoute('/_authenticated/admin_/projections')({
  component: ProjectionsPage,
});
