import { Pill } from 'lucide-react';
import { Badge } from './ui/badge.tsx';

export function AlphaBadge() {
  return (
    <Badge variant="warning" className="tracking-wider">
      ALPHA
    </Badge>
  );
}

export function Logo({ showAlpha = true }: { showAlpha?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <span className="bg-primary text-primary-foreground grid size-9 place-items-center rounded-xl shadow-sm">
        <Pill aria-hidden="true" className="size-5" />
      </span>
      <span className="text-xl font-bold tracking-tight">Regimen</span>
      {showAlpha && <AlphaBadge />}
    </span>
  );
}
