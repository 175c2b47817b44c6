import { detectedTimeZoneRequestSchema, updateAccountSettingsRequestSchema } from '@regimen/domain/contracts/account-settings';
import { accountDecider } from '@regimen/domain/account/account-decide';
import { accountSettingsOf } from '@regimen/domain/views/account-settings';
import { accepted, json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';

const stream = (context: DemoContext) => demoStreams.account(context.user.id);

/** The visitor's settings through the account decider, as command-api/src/routes/account-settings.ts runs it. */
export const accountSettingsDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/account/settings',
      handle: (_request, context) => json(accountSettingsOf(context.store.fold(stream(context), accountDecider))),
    },
    {
      method: 'PUT',
      path: '/api/account/settings',
      handle: (request, context) => {
        const { timeZone } = parseOr400(updateAccountSettingsRequestSchema, request.body, 'body');
        const outcome = context.execute({
          streamId: stream(context),
          decider: accountDecider,
          command: () => ({ type: 'SetTimeZone' as const, data: { userId: context.user.id, timeZone } }),
        });
        return accepted(context.user.id, outcome, 200);
      },
    },
    {
      method: 'POST',
      path: '/api/account/detected-time-zone',
      handle: (request, context) => {
        const { timeZone } = parseOr400(detectedTimeZoneRequestSchema, request.body, 'body');
        const outcome = context.execute({
          streamId: stream(context),
          decider: accountDecider,
          command: () => ({ type: 'RecordDetectedTimeZone' as const, data: { userId: context.user.id, timeZone } }),
        });
        return accepted(context.user.id, outcome, 200);
      },
    },
  ],
  // The visitor's account, so settings have a stream to be decided on (a server account has one from sign-up).
  signUp: (context) => {
    const { user } = context;
    context.execute({
      streamId: stream(context),
      decider: accountDecider,
      command: () => ({
        type: 'RegisterAccount' as const,
        data: { userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.profileImageUrl, authProvider: 'password' as const, isAdmin: user.isAdmin },
      }),
    });
  },
};
