import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const variants = {
  default: 'bg-primary-soft text-primary border-transparent',
  neutral: 'bg-muted text-muted-foreground border-transparent',
  outline: 'text-foreground',
  warning: 'bg-warning-soft text-warning border-transparent',
  solid: 'bg-primary text-primary-foreground border-transparent',
} as const;

export type BadgeProps = ComponentProps<'span'> & { variant?: keyof typeof variants };

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
