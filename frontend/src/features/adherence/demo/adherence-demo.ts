import { adherenceHistoryQuerySchema } from '@regimen/domain/contracts/adherence-history';
import { zoneOf } from '@regimen/domain/contracts/schedule';
import { missedDoses } from '@regimen/domain/rules/missed-doses';
import { supplementList } from '@regimen/domain/views/supplement-list';
import { takeList } from '@regimen/domain/views/take-list';
import { adherenceHistoryView } from '@regimen/domain/views/adherence-history';
import { json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoSlice } from '../../../lib/demo/demo-slice.ts';

const DAY_MS = 86_400_000;

/**
 * As read-api/src/routes/adherence-history.ts answers it: the same domain view over the demo's
 * events. Demo mode has no server scheduler, so the slots it would have recorded missed come from
 * the scheduler's own rule (`missedDoses`) over the visitor's events.
 */
export const adherenceDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/adherence/history',
      handle: (request, context) => {
        const query = parseOr400(adherenceHistoryQuerySchema, Object.fromEntries(request.query), 'querystring');
        const events = context.events();
        const now = context.now();
        const zone = zoneOf(query);
        const days = Number(query.days);
        const supplements = supplementList(events);
        const takes = takeList(events);
        const missed = missedDoses({ supplements, takes, zone, from: new Date(now.getTime() - (days + 1) * DAY_MS), until: now });
        return json(adherenceHistoryView({ supplements, takes, missed, now, zone, days }));
      },
    },
  ],
};
