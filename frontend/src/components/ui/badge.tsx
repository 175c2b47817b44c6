import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const variants = {
  default: 'bg-primary-soft text-primary border-transparent',
  neutral: 'bg-muted text-muted-foreground border-transparent',
  outline: 'text-foreground',
  warning: 'bg-warning-soft text-warning border-transparent',
  destructive: 'bg-destructive-soft text-destructive border-transparent',
  solid: 'bg-primary text-primary-foreground border-transparent',
  blue: 'border-transparent bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300',
  purple: 'border-transparent bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-300',
  emerald: 'border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
  orange: 'border-transparent bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-300',
} as const;

export type BadgeVariant = keyof typeof variants;
export type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

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
