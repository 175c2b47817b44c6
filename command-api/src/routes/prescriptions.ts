import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commandAcceptedSchema,
  createPrescriptionRequestSchema,
  idSchema,
  prescriptionOwner,
  updatePrescriptionRequestSchema,
  type PrescriptionCommand,
  type PrescriptionState,
} from '@regimen/domain';
import { notFound } from '@regimen/server-kit/problem';
import { requireUserId } from '@regimen/server-kit/sessions';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { prescription } from '../aggregates.ts';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';
import { newEntityId } from '../ids.ts';

const params = z.object({ id: idSchema });
const accepted = { 200: commandAcceptedSchema, 201: commandAcceptedSchema };

export const prescriptionRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store }) => {
  /** A command on an existing prescription; another user's answers exactly like a missing one. */
  const onPrescription = (request: FastifyRequest, prescriptionId: string, command: PrescriptionCommand) => {
    const userId = requireUserId(request);
    return execute(store, request, prescription, {
      key: [prescriptionId],
      context: commandContext(request, userId),
      command: (state: PrescriptionState) => {
        const owner = prescriptionOwner(state);
        if (owner !== null && owner !== userId) throw notFound('Prescription');
        return command;
      },
    });
  };

  app.post('/api/prescriptions', { schema: { body: createPrescriptionRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const context = commandContext(request, userId);
    const prescriptionId = newEntityId(context.commandId);
    const result = await execute(store, request, prescription, {
      key: [prescriptionId],
      creates: true,
      context,
      command: { type: 'AddPrescription', data: { ...request.body, prescriptionId } },
    });
    return accept(reply, prescriptionId, result, 201);
  });

  app.put('/api/prescriptions/:id', { schema: { params, body: updatePrescriptionRequestSchema, response: accepted } }, async (request, reply) => {
    const { id } = request.params;
    const result = await onPrescription(request, id, { type: 'UpdatePrescription', data: { prescriptionId: id, changes: request.body } });
    return accept(reply, id, result);
  });

  app.delete('/api/prescriptions/:id', { schema: { params, response: accepted } }, async (request, reply) => {
    const { id } = request.params;
    const result = await onPrescription(request, id, { type: 'RemovePrescription', data: { prescriptionId: id } });
    return accept(reply, id, result);
  });
};
