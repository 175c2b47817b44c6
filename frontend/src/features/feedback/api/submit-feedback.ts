import { commandAcceptedSchema, type CommandAccepted } from '@regimen/domain/contracts/commands';
import type { SubmitFeedbackRequest } from '@regimen/domain/contracts/feedback';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient, CommandOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { oncePerMutation, randomUuid } from '../../../lib/ids.ts';

function submitFeedback(
  api: ApiClient,
  body: SubmitFeedbackRequest,
  options?: CommandOptions,
): Promise<CommandAccepted> {
  return api.send('POST', '/api/feedback', body, commandAcceptedSchema, options);
}

/** Feedback changes no read the user sees, so nothing is invalidated. */
export function useSubmitFeedback() {
  const api = useApi();
  const [keyFor] = useState(() => oncePerMutation((_: SubmitFeedbackRequest) => randomUuid()));
  return useMutation({
    mutationFn: (body: SubmitFeedbackRequest) => submitFeedback(api, body, { idempotencyKey: keyFor(body) }),
  });
}
