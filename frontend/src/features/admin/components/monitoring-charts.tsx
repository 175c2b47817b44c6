import type { MonitoringSeries } from '@regimen/domain/contracts/admin-series';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard, chartAxis as axis, chartTooltip as tooltip } from '../../../components/charts/chart-card.tsx';
import { aiSummary, dailyAi, hourlyTraffic, lagSummary, trafficSummary } from '../model/series-view.ts';

// Recharts lives only in this module, which the dashboard loads lazily: no other page downloads it.
export function MonitoringCharts({ series, now }: { series: MonitoringSeries; now: Date }) {
  const traffic = hourlyTraffic(series.traffic, now);
  const ai = dailyAi(series.ai, now);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard heading="h3" title="Requests, last 24 hours" summary={trafficSummary(traffic)}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={traffic} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="label" tick={axis} interval={5} />
            <YAxis allowDecimals={false} tick={axis} width={40} />
            <Tooltip {...tooltip} />
            <Legend />
            <Bar dataKey="requests" name="Requests" fill="var(--color-primary)" isAnimationActive={false} />
            <Bar dataKey="limited" name="Rate limited" fill="var(--color-destructive)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard heading="h3" title="AI calls and cost per day" summary={aiSummary(ai)}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={ai} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="label" tick={axis} />
            <YAxis yAxisId="calls" allowDecimals={false} tick={axis} width={40} />
            <YAxis yAxisId="cost" orientation="right" tick={axis} width={48} tickFormatter={(value: number) => `$${value.toFixed(2)}`} />
            <Tooltip {...tooltip} />
            <Legend />
            <Line yAxisId="calls" dataKey="calls" name="AI calls" stroke="var(--color-primary)" isAnimationActive={false} dot={false} />
            <Line yAxisId="cost" dataKey="costUsd" name="Cost (USD)" stroke="var(--color-warning)" isAnimationActive={false} dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard heading="h3" title="Projection lag (events behind)" summary={lagSummary(series.projections)}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={series.projections} layout="vertical" accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis type="number" allowDecimals={false} tick={axis} />
            <YAxis type="category" dataKey="name" tick={axis} width={90} />
            <Tooltip {...tooltip} />
            <Bar dataKey="lagEvents" name="Events behind" fill="var(--color-warning)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
