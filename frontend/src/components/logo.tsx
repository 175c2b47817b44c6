import { Pill } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Badge } from './ui/badge.tsx';

export function AlphaBadge() {
  return (
    <Badge variant="warning" className="tracking-wider">
      ALPHA
    </Badge>
  );
}

export type LogoProps = {
  showAlpha?: boolean;
  /** Between the bottom bar's breakpoint and this one the header is crowded: show the mark alone. */
  compactBelow?: 'lg';
};

export function Logo({ showAlpha = true, compactBelow }: LogoProps) {
  return (
    <span className="flex items-center gap-2.5">
      <span className="bg-primary text-primary-foreground grid size-9 place-items-center rounded-xl shadow-sm">
        <Pill aria-hidden="true" className="size-5" />
      </span>
      <span className={cn('text-xl font-bold tracking-tight', compactBelow === 'lg' && 'md:sr-only lg:not-sr-only')}>
        Regimen
      </span>
      {showAlpha && <AlphaBadge />}
    </span>
  );
}
