import type { DashboardStats } from '../../../lib/contracts-tmp.ts';

export type StatsCardId = 'active' | 'due' | 'interactions' | 'adherence';

export type StatsCard = {
  id: StatsCardId;
  title: string;
  value: string;
  note: string;
  tone: 'neutral' | 'good' | 'warning';
};

/** The month-on-month change the card shows: active supplements beyond a baseline of 10. */
export function changeFromLastMonth(activeSupplements: number): number {
  return Math.max(0, activeSupplements - 10);
}

export function adherenceLabel(adherence: number): 'Excellent' | 'Good' | 'Needs improvement' {
  if (adherence >= 90) return 'Excellent';
  if (adherence >= 70) return 'Good';
  return 'Needs improvement';
}

/** The four stat cards. `doneToday` (from today's takes) turns "due" into "remaining". */
export function statsCards(stats: DashboardStats, doneToday: number): StatsCard[] {
  const adherence = Math.round(stats.adherence);
  const label = adherenceLabel(adherence);
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
      note: `${Math.max(0, stats.dueToday - doneToday)} remaining`,
      tone: 'neutral',
    },
    {
      id: 'interactions',
      title: 'Interactions Found',
      value: String(stats.interactions),
      note: stats.interactions > 0 ? 'Click to view details' : 'None detected',
      tone: stats.interactions > 0 ? 'warning' : 'good',
    },
    {
      id: 'adherence',
      title: 'Adherence Rate',
      value: `${adherence}%`,
      note: `${label} this week`,
      tone: label === 'Needs improvement' ? 'warning' : 'good',
    },
  ];
}
