import { cn } from '../../lib/cn.ts';

/** Spec: progress bars top out at 100. */
const PROGRESS_MAX = 100;

export type ProgressProps = {
  /** 0 to 100; values outside are clamped. */
  value: number;
  /** Accessible name of the bar. */
  label: string;
  /** Read out instead of the bare percentage, e.g. "4 of 10 supplements". */
  valueText?: string;
  tone?: 'default' | 'warning';
  className?: string;
};

export function Progress({ value, label, valueText, tone = 'default', className }: ProgressProps) {
  const clamped = Math.min(PROGRESS_MAX, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={PROGRESS_MAX}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      data-tone={tone}
      className={cn('bg-muted h-2 w-full overflow-hidden rounded-full', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-300',
          tone === 'warning' ? 'bg-warning' : 'bg-primary',
        )}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
