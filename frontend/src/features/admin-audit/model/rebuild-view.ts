import type { RebuildRun } from '@regimen/domain/contracts/admin-audit';

/** 0–100 for the progress bar; a run that knows no total yet shows empty, a finished one full. */
export function runPercent(run: RebuildRun): number {
  if (run.status === 'succeeded') return 100;
  if (run.total <= 0) return 0;
  return Math.min(100, (run.applied / run.total) * 100);
}

/** "1m 05s", "12s", "–": durations and ETAs short enough for a table cell. */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '–';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole}s`;
  const minutes = Math.floor(whole / 60);
  return `${minutes}m ${String(whole % 60).padStart(2, '0')}s`;
}

/** What the bar reads out: "1,200 of 5,000 events, 800 events/s, about 5s left". */
export function runProgressText(run: RebuildRun): string {
  const parts = [`${run.applied.toLocaleString('en-US')} of ${run.total.toLocaleString('en-US')} events`, `${run.eventsPerSecond.toLocaleString('en-US')} events/s`];
  if (run.etaSeconds !== null) parts.push(`about ${formatSeconds(run.etaSeconds)} left`);
  return parts.join(', ');
}

export const outcomeLabel: Record<RebuildRun['status'], string> = {
  running: 'Running',
  succeeded: 'Succeeded',
  interrupted: 'Interrupted (live tables unchanged)',
  failed: 'Failed',
};
