import { ApiError } from '../../../lib/api-client.ts';

/** The honest answer when the server refuses: signed-in non-admins get 403 from every admin call. */
export function AdminQueryError({ error }: { error: unknown }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <div role="alert" className="bg-card rounded-xl border p-6">
      <h2 className="text-lg font-semibold">{forbidden ? 'Admins only' : 'Could not load the audit trail'}</h2>
      <p className="text-muted-foreground mt-1 text-sm">
        {forbidden ? 'This page is for administrators. Ask an administrator if you need access.' : error instanceof Error ? error.message : 'Please try again.'}
      </p>
    </div>
  );
}
