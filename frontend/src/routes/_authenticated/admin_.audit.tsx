import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../features/admin-audit/components/audit-page.tsx';
import { auditSearchSchema } from '../../features/admin-audit/model/audit-search.ts';

export const Route = createFileRoute('/_authenticated/admin_/audit')({
  validateSearch: auditSearchSchema,
  component: AuditRoute,
});

function AuditRoute() {
  const navigate = Route.useNavigate();
  return <AuditPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
