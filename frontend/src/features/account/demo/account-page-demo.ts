import { changePasswordRequestSchema, deleteAccountRequestSchema } from '@regimen/domain/contracts/account';
import { problemBody } from '@regimen/domain/contracts/domain-problems';
import { DemoProblem, json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoSlice } from '../../../lib/demo/demo-slice.ts';

const DEMO_SESSION = 'demo-session';
const DAY = 86_400_000;

const notInDemo = (what: string): DemoProblem => new DemoProblem(problemBody(409, 'not_in_demo', `${what} is not available in demo mode`));

/**
 * The account screen in demo mode: the visitor's one session (this browser). Nothing here can
 * change a password, delete an account or export: the demo has neither, so it says so.
 */
export const accountPageDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/account/sessions',
      handle: (_request, context) => {
        const now = context.now().getTime();
        return json({
          sessions: [
            { id: DEMO_SESSION, startedAt: new Date(now - DAY).toISOString(), lastSeenAt: new Date(now).toISOString(), expiresAt: new Date(now + 29 * DAY).toISOString(), current: true },
          ],
        });
      },
    },
    { method: 'DELETE', path: '/api/account/sessions/:sessionId', handle: () => json({ ended: 0 }) },
    { method: 'POST', path: '/api/account/sessions/revoke-all', handle: () => json({ ended: 1 }) },
    {
      method: 'POST',
      path: '/api/account/password',
      handle: (request) => {
        parseOr400(changePasswordRequestSchema, request.body, 'body');
        throw notInDemo('Changing the password');
      },
    },
    {
      method: 'POST',
      path: '/api/account/delete',
      handle: (request) => {
        parseOr400(deleteAccountRequestSchema, request.body, 'body');
        throw notInDemo('Deleting the account');
      },
    },
    { method: 'GET', path: '/api/account/export', handle: () => { throw notInDemo('Export'); } },
  ],
};
