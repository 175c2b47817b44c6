import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldClasses } from './input.tsx';

export type SelectOption = { value: string; label: string };

/** A native select: fully accessible and keyboard-friendly on every platform, styled to match the inputs. */
export function Select({
  options,
  className,
  ...props
}: ComponentProps<'select'> & { options: readonly SelectOption[] }) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(fieldClasses, 'h-10 appearance-none pr-9')} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="text-muted-foreground pointer-events-none absolute top-3 right-3 size-4" />
    </div>
  );
}
