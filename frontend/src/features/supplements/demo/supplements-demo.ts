import { zoneOf, zoneQuerySchema } from '@regimen/domain/contracts/schedule';
import { createSupplementRequestSchema, restockSupplementRequestSchema, updateSupplementRequestSchema } from '@regimen/domain/contracts/supplements';
import { withNextDueTimes } from '@regimen/domain/rules/next-dose';
import { supplementDecider } from '@regimen/domain/supplement/supplement-decide';
import { tierLimits } from '@regimen/domain/rules/tiers';
import { supplementList } from '@regimen/domain/views/supplement-list';
import { takeList } from '@regimen/domain/views/take-list';
import { commandRoute } from '../../../lib/demo/command-route.ts';
import { json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';
import { seedSampleSupplements } from './sample-supplements.ts';

const onCabinet = { stream: (context: DemoContext) => demoStreams.cabinet(context.user.id), decider: () => supplementDecider };

/** The cabinet as command-api/src/routes/supplements.ts runs it: one stream per user, the domain decides. */
export const supplementsDemo: DemoSlice = {
  routes: [
    // As read-api/src/routes/supplements.ts answers it: next due times derived from the schedule.
    {
      method: 'GET',
      path: '/api/supplements',
      handle: (request, context) => {
        const query = parseOr400(zoneQuerySchema, Object.fromEntries(request.query), 'querystring');
        const events = context.events();
        return json(withNextDueTimes(supplementList(events), takeList(events), context.now(), zoneOf(query)));
      },
    },
    commandRoute({
      ...onCabinet,
      method: 'POST',
      path: '/api/supplements',
      body: createSupplementRequestSchema,
      command: ({ id, body, context }) => ({
        type: 'AddSupplement' as const,
        data: { ...body, supplementId: id, maxSupplements: tierLimits[context.user.tier].maxSupplements },
      }),
    }),
    commandRoute({
      ...onCabinet,
      method: 'PUT',
      path: '/api/supplements/:id',
      body: updateSupplementRequestSchema,
      command: ({ id, body }) => ({ type: 'UpdateSupplement' as const, data: { supplementId: id, changes: body } }),
    }),
    commandRoute({ ...onCabinet, method: 'DELETE', path: '/api/supplements/:id', command: ({ id }) => ({ type: 'RemoveSupplement' as const, data: { supplementId: id } }) }),
    commandRoute({
      ...onCabinet,
      method: 'POST',
      path: '/api/supplements/:id/restock',
      body: restockSupplementRequestSchema,
      command: ({ id, body }) => ({ type: 'RestockSupplement' as const, data: { supplementId: id, units: body.units } }),
    }),
  ],
  seed: seedSampleSupplements,
};
