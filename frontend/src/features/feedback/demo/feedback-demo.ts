import { submitFeedbackRequestSchema } from '@regimen/domain/contracts/feedback';
import { feedbackDecider } from '@regimen/domain/feedback/feedback-decide';
import { accepted, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';

/** Feedback decided by the domain, as command-api/src/routes/feedback.ts does (kept in the visitor's browser only). */
export const feedbackDemo: DemoSlice = {
  routes: [
    {
      method: 'POST',
      path: '/api/feedback',
      handle: (request, context) => {
        const body = parseOr400(submitFeedbackRequestSchema, request.body, 'body');
        const feedbackId = context.newId();
        const outcome = context.execute({
          streamId: demoStreams.feedback(feedbackId),
          decider: feedbackDecider,
          command: () => ({ type: 'SubmitFeedback' as const, data: { ...body, feedbackId } }),
        });
        return accepted(feedbackId, outcome, 201);
      },
    },
  ],
};
