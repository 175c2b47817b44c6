import { tierInfo } from '@regimen/domain/rules/tiers';
import { aiRequestsToday } from '@regimen/domain/views/ai-usage';
import { supplementList } from '@regimen/domain/views/supplement-list';
import { json } from '../../../lib/demo/demo-http.ts';
import type { DemoSlice } from '../../../lib/demo/demo-slice.ts';

/** The visitor (fixed placeholder values, spec) and their plan's usage, counted from the events. */
export const accountDemo: DemoSlice = {
  routes: [
    { method: 'GET', path: '/api/auth/user', handle: (_request, context) => json(context.user) },
    {
      method: 'GET',
      path: '/api/tiers/tier-info',
      handle: (_request, context) =>
        json(tierInfo(context.user.tier, { supplements: supplementList(context.events()).length, dailyAiRequests: aiRequestsToday(context.events(), context.now()) })),
    },
  ],
};
