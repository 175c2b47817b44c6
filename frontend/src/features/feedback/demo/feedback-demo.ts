import { submitFeedbackRequestSchema } from '@regimen/domain/contracts/feedback';
import { feedbackDecider } from '@regimen/domain/feedback/feedback-decide';
import { commandRoute } from '../../../lib/demo/command-route.ts';
import type { DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';

/** Feedback decided by the domain, as command-api/src/routes/feedback.ts does (kept in the visitor's browser only). */
export const feedbackDemo: DemoSlice = {
  routes: [
    commandRoute({
      method: 'POST',
      path: '/api/feedback',
      body: submitFeedbackRequestSchema,
      stream: (_context, id) => demoStreams.feedback(id),
      decider: () => feedbackDecider,
      command: ({ id, body }) => ({ type: 'SubmitFeedback' as const, data: { ...body, feedbackId: id } }),
    }),
  ],
};
