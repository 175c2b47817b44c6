import { checkSafety, negativeFindingCount } from '@regimen/domain/knowledge/safety-check';
import { zoneOf, zoneQuerySchema } from '@regimen/domain/contracts/schedule';
import { dashboardStats } from '@regimen/domain/rules/dashboard';
import { activeConditionNames, healthConditionList } from '@regimen/domain/views/health-condition-list';
import { prescriptionList } from '@regimen/domain/views/prescription-list';
import { recentActivity } from '@regimen/domain/views/recent-activity';
import { supplementList } from '@regimen/domain/views/supplement-list';
import { takeList } from '@regimen/domain/views/take-list';
import { json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';

// As the safety projection counts them: negative findings over the active regimen.
const safetyOf = (context: DemoContext): { interactions: number; notChecked: string[] } => {
  const events = context.events();
  const report = checkSafety({ supplements: supplementList(events), prescriptions: prescriptionList(events), conditions: activeConditionNames(healthConditionList(events)) });
  return { interactions: negativeFindingCount(report.findings), notChecked: report.unchecked.map((item) => item.name) };
};

/** The dashboard as read-api/src/routes/dashboard.ts computes it, from the same read shapes and domain rules. */
export const dashboardDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/dashboard/stats',
      handle: (request, context) => {
        const query = parseOr400(zoneQuerySchema, Object.fromEntries(request.query), 'querystring');
        const events = context.events();
        const { interactions, adherence } = context.fixedStats;
        const stats = dashboardStats({
          supplements: supplementList(events),
          takes: takeList(events),
          now: context.now(),
          zone: zoneOf(query),
          ...(interactions === undefined ? safetyOf(context) : { interactions }),
        });
        // The spec's fixed demo figure; the fraction under it is made to agree with it.
        const fixed = { ...stats, adherence, adherenceTaken: Math.round(((adherence ?? 0) / 100) * stats.adherenceDue) };
        return json(adherence === undefined ? stats : fixed);
      },
    },
    { method: 'GET', path: '/api/dashboard/recent-activity', handle: (_request, context) => json(recentActivity(context.events())) },
  ],
};
