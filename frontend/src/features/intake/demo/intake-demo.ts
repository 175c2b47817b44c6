import { zoneOf, zoneQuerySchema } from '@regimen/domain/contracts/schedule';
import { recordTakeRequestSchema, updateTakeRequestSchema } from '@regimen/domain/contracts/takes';
import { intakeDecider } from '@regimen/domain/intake/intake-decide';
import type { TakeState } from '@regimen/domain/intake/intake-state';
import { supplementDecider } from '@regimen/domain/supplement/supplement-decide';
import { supplementList } from '@regimen/domain/views/supplement-list';
import { takeList, takesBetween } from '@regimen/domain/views/take-list';
import { todayScheduleView } from '@regimen/domain/views/today-schedule';
import { courseRows } from '@regimen/domain/views/course-list';
import { prescriptionList } from '@regimen/domain/views/prescription-list';
import { userSpacingConstraints, withSpacing } from '@regimen/domain/rules/schedule-spacing';
import { z } from 'zod';
import { commandRoute } from '../../../lib/demo/command-route.ts';
import { json, notFound, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';
import { cabinetOf } from './demo-cabinet.ts';
import { seedMorningTakes, seedPastTakes } from './sample-takes.ts';

const range = z.object({ from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() });
const stream = (_context: DemoContext, takeId: string) => demoStreams.take(takeId);

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
    commandRoute({
      method: 'POST',
      path: '/api/supplement-takes',
      body: recordTakeRequestSchema,
      stream,
      decider: (context) => intakeDecider(cabinetOf(context)),
      command: ({ id, body, state, context }) => {
        ownTake(state, context);
        return { type: 'RecordTake' as const, data: { ...body, takeId: id } };
      },
    }),
    // Unmark (takenAt null) or mark at a time: the spec's take semantics.
    commandRoute({
      method: 'PATCH',
      path: '/api/supplement-takes/:id',
      body: updateTakeRequestSchema,
      stream,
      decider: () => intakeDecider(supplementDecider.initialState()),
      command: ({ id: takeId, body: { takenAt }, state, context }) => {
        ownTake(state, context);
        return takenAt === null ? { type: 'UnmarkTake' as const, data: { takeId } } : { type: 'MarkTake' as const, data: { takeId, takenAt } };
      },
    }),
    // As read-api/src/routes/schedule.ts answers it: the domain's one day-schedule function.
    {
      method: 'GET',
      path: '/api/schedule/today',
      handle: (request, context) => {
        const query = parseOr400(zoneQuerySchema, Object.fromEntries(request.query), 'querystring');
        const events = context.events();
        const zone = zoneOf(query);
        const courses = courseRows(events);
        const supplements = supplementList(events);
        const prescriptions = prescriptionList(events);
        const schedule = todayScheduleView({ supplements, takes: takeList(events), now: context.now(), zone, courses });
        return json(withSpacing(schedule, userSpacingConstraints(supplements, prescriptions), prescriptions));
      },
    },
  ],
  seed: (context) => {
    seedPastTakes(context);
    seedMorningTakes(context);
  },
};
