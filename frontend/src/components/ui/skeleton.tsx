import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A placeholder block; the surrounding element carries the loading status for assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('bg-muted animate-pulse rounded-lg', className)} {...props} />;
}
