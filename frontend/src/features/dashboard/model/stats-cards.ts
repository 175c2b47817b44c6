import type { DashboardStats } from '@regimen/domain/contracts/dashboard';
import { adherenceLabel, changeFromLastMonth } from '@regimen/domain/rules/dashboard';

export type StatsCardId = 'active' | 'due' | 'interactions' | 'adherence';

export type StatsCard = {
  id: StatsCardId;
  title: string;
  value: string;
  note: string;
  tone: 'neutral' | 'good' | 'warning';
};

/**
 * The four stat cards, all from the server's one schedule computation: Due Today is what is still
 * to take today (so it reaches 0 once every slot is ticked), adherence says what it counted.
 */
export function statsCards(stats: DashboardStats): StatsCard[] {
  const adherence =
    stats.adherence === null
      ? { value: '—', note: 'No doses due yet this week', tone: 'neutral' as const }
      : {
          value: `${stats.adherence}%`,
          note: `${adherenceLabel(stats.adherence)}: ${stats.adherenceTaken} of ${stats.adherenceDue} doses so far this week`,
          tone: stats.adherence >= 70 ? ('good' as const) : ('warning' as const),
        };
  return [
    {
      id: 'active',
      title: 'Active Supplements',
      value: String(stats.activeSupplements),
      note: `+${changeFromLastMonth(stats.activeSupplements)} from last month`,
      tone: 'neutral',
    },
    {
      id: 'due',
      title: 'Due Today',
      value: String(stats.dueToday),
      note: `${stats.dueToday} remaining of ${stats.plannedToday} today`,
      tone: 'neutral',
    },
    interactionsCard(stats),
    { id: 'adherence', title: 'Adherence Rate', ...adherence },
  ];
}

/** Names in a short note: the first two, then "and N more". */
function namesText(names: readonly string[]): string {
  const quoted = names.map((name) => `'${name}'`);
  return quoted.length <= 2 ? quoted.join(' and ') : `${quoted.slice(0, 2).join(', ')} and ${quoted.length - 2} more`;
}

/** Unrecognised items make the count incomplete: never "None detected" then. */
function interactionsCard(stats: DashboardStats): StatsCard {
  const notChecked = stats.notChecked ?? [];
  const base = { id: 'interactions' as const, title: 'Interactions Found', value: String(stats.interactions) };
  if (notChecked.length > 0) {
    return { ...base, note: `Incomplete: ${namesText(notChecked)} not checked`, tone: 'warning' };
  }
  return stats.interactions > 0 ? { ...base, note: 'Click to view details', tone: 'warning' } : { ...base, note: 'None detected', tone: 'good' };
}
