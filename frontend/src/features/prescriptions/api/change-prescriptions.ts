import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import type { CreatePrescriptionInput, UpdatePrescriptionInput } from '@regimen/domain/contracts/prescriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';
import { invalidateAfterPrescriptionChange } from './invalidate-after-change.ts';

/** Pass a fresh body object per submit: a retry of that submit reuses its Idempotency-Key. */
export function useAddPrescription() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: CreatePrescriptionInput) => randomUuid()));
  return useMutation({
    mutationFn: (body: CreatePrescriptionInput) =>
      api.send('POST', '/api/prescriptions', body, commandAcceptedSchema, { idempotencyKey: keyFor(body) }),
    onSuccess: () => invalidateAfterPrescriptionChange(queryClient),
  });
}

export type UpdatePrescriptionVariables = { id: string; changes: UpdatePrescriptionInput };

/** A partial update: only the fields given change (notes alone is the spec's call). */
export function useUpdatePrescription() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: UpdatePrescriptionVariables) => randomUuid()));
  return useMutation({
    mutationFn: (variables: UpdatePrescriptionVariables) =>
      api.send('PUT', `/api/prescriptions/${encodeURIComponent(variables.id)}`, variables.changes, commandAcceptedSchema, {
        idempotencyKey: keyFor(variables),
      }),
    onSuccess: () => invalidateAfterPrescriptionChange(queryClient),
  });
}

export function useRemovePrescription() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [keyFor] = useState(() => oncePerMutation((_: { id: string }) => randomUuid()));
  return useMutation({
    mutationFn: (variables: { id: string }) =>
      api.send('DELETE', `/api/prescriptions/${encodeURIComponent(variables.id)}`, undefined, commandAcceptedSchema, {
        idempotencyKey: keyFor(variables),
      }),
    onSuccess: () => invalidateAfterPrescriptionChange(queryClient),
  });
}
