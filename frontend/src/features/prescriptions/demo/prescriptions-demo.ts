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

export const prescriptionsDemo: DemoSlice = {
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
