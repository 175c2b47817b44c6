import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldError, Label } from './input.tsx';

/**
 * A labelled form control with its error below. The error's id is `<id>-error`, for the
 * control's `aria-describedby`.
 */
export function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
