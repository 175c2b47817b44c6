import type { AdminAnalytics } from '@regimen/domain/contracts/admin-analytics';

/** What a suppressed group reads as, everywhere on the page. */
export const FEWER_THAN = (minGroupSize: number): string => `fewer than ${minGroupSize}`;

/** A user count as shown: its figure, or "fewer than 5" for a suppressed group. */
export const countText = (users: number | null, minGroupSize: number): string =>
  users === null ? FEWER_THAN(minGroupSize) : users.toLocaleString('en-US');

export type DailyPoint = { day: string; label: string; activeUsers: number | null; dosesLogged: number | null };

/** The daily series for the charts; a suppressed day stays a gap (null), never a zero. */
export const dailyPoints = (daily: AdminAnalytics['daily']): DailyPoint[] =>
  daily.map((row) => ({ ...row, label: row.day.slice(5) }));

const shownDays = (daily: AdminAnalytics['daily']) => daily.filter((row) => row.activeUsers !== null && row.activeUsers > 0);

export const dailySummary = (analytics: AdminAnalytics): string => {
  const { daily, minGroupSize } = analytics;
  const shown = shownDays(daily);
  const suppressed = daily.filter((row) => row.activeUsers === null).length;
  const hidden = suppressed > 0 ? ` ${suppressed} day${suppressed === 1 ? '' : 's'} had ${FEWER_THAN(minGroupSize)} active users and ${suppressed === 1 ? 'is' : 'are'} not shown.` : '';
  if (shown.length === 0) return `No day in the last ${daily.length} had ${minGroupSize} or more active users.${hidden}`;
  const users = shown.map((row) => row.activeUsers ?? 0);
  const doses = shown.reduce((sum, row) => sum + (row.dosesLogged ?? 0), 0);
  const peak = shown.reduce((best, row) => ((row.activeUsers ?? 0) > (best.activeUsers ?? 0) ? row : best));
  return (
    `Last ${daily.length} days: between ${Math.min(...users)} and ${Math.max(...users)} active users a day ` +
    `(most on ${peak.day}: ${peak.activeUsers}); ${doses.toLocaleString('en-US')} doses logged on the days shown.${hidden}`
  );
};

export const dosesSummary = (analytics: AdminAnalytics): string => {
  const shown = shownDays(analytics.daily);
  if (shown.length === 0) return 'No doses to show: no day had enough active users.';
  const doses = shown.map((row) => row.dosesLogged ?? 0);
  const total = doses.reduce((sum, value) => sum + value, 0);
  return `${total.toLocaleString('en-US')} doses logged over ${shown.length} days shown, ${Math.round(total / shown.length)} a day on average, at most ${Math.max(...doses)}.`;
};

/** "0-20 %: fewer than 5 users; 80-100 %: 48 users; …" */
export const groupsSummary = <K extends string>(groups: readonly { users: number | null }[], label: (index: number) => K, minGroupSize: number, unit = ''): string =>
  groups.map((group, index) => `${label(index)}${unit}: ${countText(group.users, minGroupSize)} users`).join('; ') + '.';

export type GroupPoint = { label: string; users: number; suppressed: boolean };

/** Bars for groups: a suppressed group is drawn empty and labelled, never with a made-up height. */
export const groupPoints = (groups: readonly { users: number | null }[], label: (index: number) => string): GroupPoint[] =>
  groups.map((group, index) => ({ label: label(index), users: group.users ?? 0, suppressed: group.users === null }));

export const severityLabel = { contraindicated: 'Contraindicated', major: 'Major', moderate: 'Moderate', minor: 'Minor' } as const;
export const tierLabel = { free: 'Free', premium: 'Premium', pro: 'Pro', enterprise: 'Enterprise' } as const;
