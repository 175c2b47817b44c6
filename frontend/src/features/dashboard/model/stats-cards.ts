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
    {
      id: 'interactions',
      title: 'Interactions Found',
      value: String(stats.interactions),
      note: stats.interactions > 0 ? 'Click to view details' : 'None detected',
      tone: stats.interactions > 0 ? 'warning' : 'good',
    },
    { id: 'adherence', title: 'Adherence Rate', ...adherence },
  ];
}
