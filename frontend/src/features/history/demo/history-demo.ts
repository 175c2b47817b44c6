import { regimenAtQuerySchema, reportQuerySchema } from '@regimen/domain/contracts/history';
import { problemBody } from '@regimen/domain/contracts/domain-problems';
import { adherenceByItem, doctorReport } from '@regimen/domain/views/doctor-report';
import { regimenAt, regimenChanges, regimenEventTypes } from '@regimen/domain/views/regimen-history';
import { supplementList } from '@regimen/domain/views/supplement-list';
import { takeList } from '@regimen/domain/views/take-list';
import { DemoProblem, json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoSlice } from '../../../lib/demo/demo-slice.ts';

const types = new Set<string>(regimenEventTypes);
const regimenEvents = (context: DemoContext) => context.events().filter((event) => types.has(event.type));

/** Time travel and the doctor report in demo mode: the domain's same folds over the demo's events. */
export const historyDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/account/regimen',
      handle: (request, context) => {
        const { at } = parseOr400(regimenAtQuerySchema, Object.fromEntries(request.query), 'querystring');
        const events = regimenEvents(context);
        return json({ at, regimen: regimenAt(events, at), changesSince: regimenChanges(events, at, context.now().toISOString()) });
      },
    },
    {
      method: 'GET',
      path: '/api/account/report',
      handle: (request, context) => {
        const { from, to } = parseOr400(reportQuerySchema, Object.fromEntries(request.query), 'querystring');
        const names = new Map(supplementList(context.events()).map((supplement) => [supplement.id, supplement.name]));
        const name = [context.user.firstName, context.user.lastName].filter(Boolean).join(' ');
        return json(
          doctorReport({
            events: regimenEvents(context),
            from,
            to,
            now: context.now(),
            patient: { name: name || null, email: context.user.email },
            adherence: adherenceByItem(takeList(context.events()), names, from, to),
          }),
        );
      },
    },
    {
      method: 'GET',
      path: '/api/account/report.pdf',
      handle: () => {
        throw new DemoProblem(problemBody(409, 'not_in_demo', 'The PDF report is not available in demo mode'));
      },
    },
  ],
};
