import { supplementDecider } from '@regimen/domain/supplement/supplement-decide';
import { idSchema } from '@regimen/domain/common-schemas';
import { createSupplementRequestSchema, updateSupplementRequestSchema } from '@regimen/domain/contracts/supplements';
import { tierLimits } from '@regimen/domain/rules/tiers';
import { supplementList } from '@regimen/domain/views/supplement-list';
import { z } from 'zod';
import { accepted, json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';
import { seedSampleSupplements } from './sample-supplements.ts';

const params = z.object({ id: idSchema });
const onCabinet = (context: DemoContext) => ({ streamId: demoStreams.cabinet(context.user.id), decider: supplementDecider });

/** The cabinet as command-api/src/routes/supplements.ts runs it: one stream per user, the domain decides. */
export const supplementsDemo: DemoSlice = {
  routes: [
    { method: 'GET', path: '/api/supplements', handle: (_request, context) => json(supplementList(context.events())) },
    {
      method: 'POST',
      path: '/api/supplements',
      handle: (request, context) => {
        const body = parseOr400(createSupplementRequestSchema, request.body, 'body');
        const supplementId = context.newId();
        const maxSupplements = tierLimits[context.user.tier].maxSupplements;
        const outcome = context.execute({
          ...onCabinet(context),
          command: () => ({ type: 'AddSupplement' as const, data: { ...body, supplementId, maxSupplements } }),
        });
        return accepted(supplementId, outcome, 201);
      },
    },
    {
      method: 'PUT',
      path: '/api/supplements/:id',
      handle: (request, context) => {
        const { id } = parseOr400(params, request.params, 'params');
        const changes = parseOr400(updateSupplementRequestSchema, request.body, 'body');
        const outcome = context.execute({
          ...onCabinet(context),
          command: () => ({ type: 'UpdateSupplement' as const, data: { supplementId: id, changes } }),
        });
        return accepted(id, outcome);
      },
    },
    {
      method: 'DELETE',
      path: '/api/supplements/:id',
      handle: (request, context) => {
        const { id } = parseOr400(params, request.params, 'params');
        const outcome = context.execute({ ...onCabinet(context), command: () => ({ type: 'RemoveSupplement' as const, data: { supplementId: id } }) });
        return accepted(id, outcome);
      },
    },
  ],
  seed: seedSampleSupplements,
};
