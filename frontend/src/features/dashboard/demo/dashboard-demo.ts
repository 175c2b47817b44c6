import { checkSafety, negativeFindingCount } from '@regimen/domain/knowledge/safety-check';
import { dashboardStats } from '@regimen/domain/rules/dashboard';
import { activeConditionNames, healthConditionList } from '@regimen/domain/views/health-condition-list';
import { prescriptionList } from '@regimen/domain/views/prescription-list';
import { recentActivity } from '@regimen/domain/views/recent-activity';
import { supplementList } from '@regimen/domain/views/supplement-list';
import { takeList } from '@regimen/domain/views/take-list';
import { z } from 'zod';
import { json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';

const zone = z.object({ utcOffset: z.coerce.number().int().min(-840).max(840).default(0) });

// As the safety projection counts them: negative findings over the active regimen.
const interactionsOf = (context: DemoContext): number => {
  const events = context.events();
  return negativeFindingCount(checkSafety({
    supplements: supplementList(events),
    prescriptions: prescriptionList(events),
    conditions: activeConditionNames(healthConditionList(events)),
  }).findings);
};

/** The dashboard as read-api/src/routes/dashboard.ts computes it, from the same read shapes and domain rules. */
export const dashboardDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/dashboard/stats',
      handle: (request, context) => {
        const { utcOffset } = parseOr400(zone, Object.fromEntries(request.query), 'querystring');
        const events = context.events();
        const { interactions, adherence } = context.fixedStats;
        const stats = dashboardStats({
          supplements: supplementList(events),
          takes: takeList(events),
          now: context.now(),
          utcOffsetMinutes: utcOffset,
          interactions: interactions ?? interactionsOf(context),
        });
        return json(adherence === undefined ? stats : { ...stats, adherence });
      },
    },
    { method: 'GET', path: '/api/dashboard/recent-activity', handle: (_request, context) => json(recentActivity(context.events())) },
  ],
};
