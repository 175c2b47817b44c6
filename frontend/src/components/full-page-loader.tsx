import { LoaderCircle } from 'lucide-react';

export function FullPageLoader() {
  return (
    <div role="status" className="text-muted-foreground flex min-h-screen items-center justify-center gap-3">
      <LoaderCircle aria-hidden="true" className="text-primary size-6 animate-spin" />
      <span className="text-sm">Loading Regimen…</span>
    </div>
  );
}
