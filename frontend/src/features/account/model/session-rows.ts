import type { AccountSession } from '@regimen/domain/contracts/account';

export interface SessionRow {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly current: boolean;
}

const minute = 60_000;
const ago = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago": when a session was last used. */
export function lastUsedLabel(lastSeenAt: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(lastSeenAt).getTime());
  if (elapsed < 2 * minute) return 'just now';
  if (elapsed < 60 * minute) return ago(Math.floor(elapsed / minute), 'minute');
  if (elapsed < 48 * 60 * minute) return ago(Math.floor(elapsed / (60 * minute)), 'hour');
  return ago(Math.floor(elapsed / (24 * 60 * minute)), 'day');
}

const day = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** This device first, then the most recently used. */
export function sessionRows(sessions: readonly AccountSession[], now: Date): SessionRow[] {
  return [...sessions]
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt))
    .map((session) => ({
      id: session.id,
      title: session.current ? 'This device' : `Signed in ${day(session.startedAt)}`,
      detail: `Last used ${lastUsedLabel(session.lastSeenAt, now)} · ends ${day(session.expiresAt)}`,
      current: session.current,
    }));
}
