import { adherenceHistoryQuerySchema } from '@regimen/domain/contracts/adherence-history';
import { zoneOf } from '@regimen/domain/contracts/schedule';
import { supplementList } from '@regimen/domain/views/supplement-list';
import { takeList } from '@regimen/domain/views/take-list';
import { adherenceHistoryView } from '@regimen/domain/views/adherence-history';
import { json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoSlice } from '../../../lib/demo/demo-slice.ts';

/** As read-api/src/routes/adherence-history.ts answers it: the same domain view over the demo's events. */
export const adherenceDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/adherence/history',
      handle: (request, context) => {
        const query = parseOr400(adherenceHistoryQuerySchema, Object.fromEntries(request.query), 'querystring');
        const events = context.events();
        return json(adherenceHistoryView({ supplements: supplementList(events), takes: takeList(events), now: context.now(), zone: zoneOf(query), days: Number(query.days) }));
      },
    },
  ],
};
