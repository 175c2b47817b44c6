import { idSchema } from '@regimen/domain/common-schemas';
import { recordTakeRequestSchema, updateTakeRequestSchema } from '@regimen/domain/contracts/takes';
import { intakeDecider } from '@regimen/domain/intake/intake-decide';
import type { TakeState } from '@regimen/domain/intake/intake-state';
import { supplementDecider } from '@regimen/domain/supplement/supplement-decide';
import { takeList, takesBetween } from '@regimen/domain/views/take-list';
import { z } from 'zod';
import { accepted, json, notFound, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';
import { cabinetOf } from './demo-cabinet.ts';
import { seedMorningTakes } from './sample-takes.ts';

const params = z.object({ id: idSchema });
const range = z.object({ from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() });

/** Another user's take answers exactly like a missing one (as in command-api/src/routes/takes.ts). */
const ownTake = (state: TakeState, context: DemoContext): void => {
  if (state.status !== 'none' && state.take.ownerId !== context.user.id) throw notFound('Take not found');
};

export const intakeDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/supplement-takes',
      handle: (request, context) => {
        const query = parseOr400(range, Object.fromEntries(request.query), 'querystring');
        return json(takesBetween(takeList(context.events()), context.now(), query));
      },
    },
    {
      method: 'POST',
      path: '/api/supplement-takes',
      handle: (request, context) => {
        const body = parseOr400(recordTakeRequestSchema, request.body, 'body');
        const takeId = context.newId();
        const outcome = context.execute({
          streamId: demoStreams.take(takeId),
          decider: intakeDecider(cabinetOf(context)),
          command: (state) => {
            ownTake(state, context);
            return { type: 'RecordTake' as const, data: { ...body, takeId } };
          },
        });
        return accepted(takeId, outcome, 201);
      },
    },
    {
      method: 'PATCH',
      path: '/api/supplement-takes/:id',
      handle: (request, context) => {
        const { id: takeId } = parseOr400(params, request.params, 'params');
        const { takenAt } = parseOr400(updateTakeRequestSchema, request.body, 'body');
        const outcome = context.execute({
          streamId: demoStreams.take(takeId),
          decider: intakeDecider(supplementDecider.initialState()),
          command: (state) => {
            ownTake(state, context);
            return takenAt === null ? { type: 'UnmarkTake' as const, data: { takeId } } : { type: 'MarkTake' as const, data: { takeId, takenAt } };
          },
        });
        return accepted(takeId, outcome);
      },
    },
  ],
  seed: seedMorningTakes,
};
