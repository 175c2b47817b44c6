import { idSchema } from '@regimen/domain/common-schemas';
import { createPrescriptionRequestSchema, updatePrescriptionRequestSchema } from '@regimen/domain/contracts/prescriptions';
import type { PrescriptionCommand } from '@regimen/domain/prescription/prescription-commands';
import { prescriptionDecider } from '@regimen/domain/prescription/prescription-decide';
import { prescriptionOwner } from '@regimen/domain/prescription/prescription-state';
import { prescriptionList } from '@regimen/domain/views/prescription-list';
import { z } from 'zod';
import { accepted, json, notFound, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';

const params = z.object({ id: idSchema });

/** A command on an existing prescription: another user's answers like a missing one (command-api/src/routes/prescriptions.ts). */
const onPrescription = (id: string, context: DemoContext, command: PrescriptionCommand): Response => {
  const outcome = context.execute({
    streamId: demoStreams.prescription(id),
    decider: prescriptionDecider,
    command: (state) => {
      const owner = prescriptionOwner(state);
      if (owner !== null && owner !== context.user.id) throw notFound('Prescription not found');
      return command;
    },
  });
  return accepted(id, outcome);
};

export const prescriptionsDemo: DemoSlice = {
  routes: [
    { method: 'GET', path: '/api/prescriptions', handle: (_request, context) => json(prescriptionList(context.events())) },
    {
      method: 'POST',
      path: '/api/prescriptions',
      handle: (request, context) => {
        const body = parseOr400(createPrescriptionRequestSchema, request.body, 'body');
        const prescriptionId = context.newId();
        const outcome = context.execute({
          streamId: demoStreams.prescription(prescriptionId),
          decider: prescriptionDecider,
          command: () => ({ type: 'AddPrescription' as const, data: { ...body, prescriptionId } }),
        });
        return accepted(prescriptionId, outcome, 201);
      },
    },
    {
      method: 'PUT',
      path: '/api/prescriptions/:id',
      handle: (request, context) => {
        const { id } = parseOr400(params, request.params, 'params');
        const { notes } = parseOr400(updatePrescriptionRequestSchema, request.body, 'body');
        return onPrescription(id, context, { type: 'UpdatePrescriptionNotes', data: { prescriptionId: id, notes } });
      },
    },
    {
      method: 'DELETE',
      path: '/api/prescriptions/:id',
      handle: (request, context) => {
        const { id } = parseOr400(params, request.params, 'params');
        return onPrescription(id, context, { type: 'RemovePrescription', data: { prescriptionId: id } });
      },
    },
  ],
};
