import { createHealthConditionRequestSchema, updateHealthConditionRequestSchema } from '@regimen/domain/contracts/health-conditions';
import { healthConditionDecider } from '@regimen/domain/health/health-condition-decide';
import { healthConditionOwner, type HealthConditionState } from '@regimen/domain/health/health-condition-state';
import { healthConditionList } from '@regimen/domain/views/health-condition-list';
import { commandRoute } from '../../../lib/demo/command-route.ts';
import { json, notFound } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';
import { healthAdviceRoutes } from './health-advice-demo.ts';

const onCondition = { stream: (_context: DemoContext, id: string) => demoStreams.healthCondition(id), decider: () => healthConditionDecider };

/** Another user's condition answers like a missing one (command-api/src/routes/health-conditions.ts). */
const own = (state: HealthConditionState, context: DemoContext): void => {
  const owner = healthConditionOwner(state);
  if (owner !== null && owner !== context.user.id) throw notFound('Health condition not found');
};

const edit = (method: 'PUT' | 'PATCH') =>
  commandRoute({
    ...onCondition,
    method,
    path: '/api/health-conditions/:id',
    body: updateHealthConditionRequestSchema,
    command: ({ id, body, state, context }) => {
      own(state, context);
      return { type: 'UpdateHealthCondition' as const, data: { conditionId: id, changes: body } };
    },
  });

const DAY_MS = 86_400_000;

/** A sample condition: with the sample sertraline prescription, its recommendations show the safety screening at work. */
function seedSampleCondition(context: DemoContext): void {
  const conditionId = '00000000-0000-4000-8200-000000000001';
  context.execute({
    streamId: demoStreams.healthCondition(conditionId),
    decider: healthConditionDecider,
    at: new Date(context.now().getTime() - 30 * DAY_MS),
    command: () => ({
      type: 'AddHealthCondition' as const,
      data: {
        conditionId,
        name: 'Depression',
        description: null,
        severity: 'moderate' as const,
        diagnosedDate: null,
        symptoms: ['Low mood', 'Fatigue'],
        currentTreatments: ['Sertraline', 'Talk therapy'],
        notes: null,
        isActive: true,
      },
    }),
  });
}

export const healthDemo: DemoSlice = {
  seed: seedSampleCondition,
  routes: [
    ...healthAdviceRoutes,
    { method: 'GET', path: '/api/health-conditions', handle: (_request, context) => json(healthConditionList(context.events())) },
    commandRoute({
      ...onCondition,
      method: 'POST',
      path: '/api/health-conditions',
      body: createHealthConditionRequestSchema,
      command: ({ id, body }) => ({ type: 'AddHealthCondition' as const, data: { ...body, conditionId: id } }),
    }),
    edit('PUT'),
    edit('PATCH'),
    commandRoute({
      ...onCondition,
      method: 'DELETE',
      path: '/api/health-conditions/:id',
      command: ({ id, state, context }) => {
        own(state, context);
        return { type: 'RemoveHealthCondition' as const, data: { conditionId: id } };
      },
    }),
  ],
};
