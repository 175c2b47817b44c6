import type { AdminAnalytics } from '@regimen/domain/contracts/admin-analytics';
import { Bar, BarChart, CartesianGrid, LabelList, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard, chartAxis as axis, chartTooltip as tooltip } from '../../../components/charts/chart-card.tsx';
import { dailyPoints, dailySummary, dosesSummary, FEWER_THAN, groupPoints, groupsSummary, tierLabel } from '../model/analytics-view.ts';

// Recharts lives only in this module, which the analytics page loads lazily.
/** Bars of user groups; a suppressed group shows its label instead of a height. */
function GroupBars({ data, minGroupSize }: { data: ReturnType<typeof groupPoints>; minGroupSize: number }) {
  // A suppressed group has no bar to carry a label: its axis label says it.
  const labelled = data.map((point) => ({
    ...point,
    label: point.suppressed ? `${point.label} (<${minGroupSize})` : point.label,
    note: point.suppressed ? FEWER_THAN(minGroupSize) : String(point.users),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={labelled} accessibilityLayer={false} margin={{ top: 20 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis dataKey="label" tick={axis} />
        <YAxis allowDecimals={false} tick={axis} width={40} />
        <Bar dataKey="users" name="Users" fill="var(--color-primary)" isAnimationActive={false}>
          <LabelList dataKey="note" position="top" fill="var(--color-foreground)" fontSize={11} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export function AnalyticsCharts({ analytics }: { analytics: AdminAnalytics }) {
  const daily = dailyPoints(analytics.daily);
  const { minGroupSize } = analytics;
  const adherenceLabel = (index: number) => analytics.adherence[index]?.bucket ?? '';
  const tierName = (index: number) => {
    const tier = analytics.tiers[index]?.tier;
    return tier ? tierLabel[tier] : '';
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard heading="h2" title="Daily active users" summary={dailySummary(analytics)}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={daily} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="label" tick={axis} interval={6} />
            <YAxis allowDecimals={false} tick={axis} width={40} />
            <Tooltip {...tooltip} />
            <Line dataKey="activeUsers" name="Active users" stroke="var(--color-primary)" isAnimationActive={false} dot={false} connectNulls={false} />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard heading="h2" title="Doses logged per day" summary={dosesSummary(analytics)}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daily} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="label" tick={axis} interval={6} />
            <YAxis allowDecimals={false} tick={axis} width={48} />
            <Tooltip {...tooltip} />
            <Bar dataKey="dosesLogged" name="Doses logged" fill="var(--color-primary)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        heading="h2"
        title={`Adherence over the last ${analytics.windowDays} days`}
        summary={groupsSummary(analytics.adherence, adherenceLabel, minGroupSize, ' %')}
      >
        <GroupBars data={groupPoints(analytics.adherence, (index) => `${adherenceLabel(index)} %`)} minGroupSize={minGroupSize} />
      </ChartCard>
      <ChartCard heading="h2" title="Tier mix" summary={groupsSummary(analytics.tiers, tierName, minGroupSize)}>
        <GroupBars data={groupPoints(analytics.tiers, tierName)} minGroupSize={minGroupSize} />
      </ChartCard>
    </div>
  );
}
