import { createPrescriptionRequestSchema, updatePrescriptionRequestSchema } from '@regimen/domain/contracts/prescriptions';
import { prescriptionDecider } from '@regimen/domain/prescription/prescription-decide';
import { prescriptionOwner, type PrescriptionState } from '@regimen/domain/prescription/prescription-state';
import { prescriptionList } from '@regimen/domain/views/prescription-list';
import { commandRoute } from '../../../lib/demo/command-route.ts';
import { json, notFound } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';

const onPrescription = { stream: (_context: DemoContext, id: string) => demoStreams.prescription(id), decider: () => prescriptionDecider };

/** Another user's prescription answers like a missing one (command-api/src/routes/prescriptions.ts). */
const own = (state: PrescriptionState, context: DemoContext): void => {
  const owner = prescriptionOwner(state);
  if (owner !== null && owner !== context.user.id) throw notFound('Prescription not found');
};

const DAY_MS = 86_400_000;
const prescriptionDemoId = (n: number) => `00000000-0000-4000-8100-${String(n).padStart(12, '0')}`;

/** A sample prescription the canned analysis describes (features/insights/demo/demo-ai.ts: sertraline). */
function seedSamplePrescriptions(context: DemoContext): void {
  const id = prescriptionDemoId(1);
  context.execute({
    streamId: demoStreams.prescription(id),
    decider: prescriptionDecider,
    at: new Date(context.now().getTime() - 60 * DAY_MS),
    command: () => ({
      type: 'AddPrescription' as const,
      data: {
        prescriptionId: id,
        medicationName: 'Sertraline',
        brand: 'Zoloft',
        dosage: '50 mg',
        frequency: 'once-daily' as const,
        prescribedBy: 'Dr. Patel',
        purpose: 'Depression',
        notes: 'Take in the morning.',
        isActive: true,
        startDate: null,
        endDate: null,
      },
    }),
  });
}

export const prescriptionsDemo: DemoSlice = {
  seed: seedSamplePrescriptions,
  routes: [
    { method: 'GET', path: '/api/prescriptions', handle: (_request, context) => json(prescriptionList(context.events())) },
    commandRoute({
      ...onPrescription,
      method: 'POST',
      path: '/api/prescriptions',
      body: createPrescriptionRequestSchema,
      command: ({ id, body }) => ({ type: 'AddPrescription' as const, data: { ...body, prescriptionId: id } }),
    }),
    commandRoute({
      ...onPrescription,
      method: 'PUT',
      path: '/api/prescriptions/:id',
      body: updatePrescriptionRequestSchema,
      command: ({ id, body, state, context }) => {
        own(state, context);
        return { type: 'UpdatePrescription' as const, data: { prescriptionId: id, changes: body } };
      },
    }),
    commandRoute({
      ...onPrescription,
      method: 'DELETE',
      path: '/api/prescriptions/:id',
      command: ({ id, state, context }) => {
        own(state, context);
        return { type: 'RemovePrescription' as const, data: { prescriptionId: id } };
      },
    }),
  ],
};
