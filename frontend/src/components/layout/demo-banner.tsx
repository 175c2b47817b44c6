import { LogOut } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { endSession } from './sign-out.ts';

export function DemoBanner() {
  return (
    <aside
      aria-label="Demo mode"
      className="bg-primary-soft text-foreground flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b px-4 py-2 text-center text-sm"
    >
      <p>
        <strong className="text-primary font-semibold">Demo mode:</strong> you are exploring sample data. Changes are
        not saved.
      </p>
      <Button variant="outline" size="sm" className="h-7" onClick={() => endSession(true)}>
        <LogOut aria-hidden="true" />
        Exit Demo
      </Button>
    </aside>
  );
}
