import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doctorReportSchema, regimenAtQuerySchema, regimenAtResponseSchema, reportQuerySchema } from '@regimen/domain';
import { regimenAt, regimenChanges } from '@regimen/domain/views/regimen-history';
import type { EventStore } from '@regimen/event-store';
import { serverDoctorReport } from '../history/doctor-report.ts';
import { regimenEvents } from '../history/regimen-events.ts';
import { reportPdf } from '../history/report-pdf.ts';
import type { ReadContext } from '../read-context.ts';

/**
 * The user's regimen as of any instant, folded from their events up to it (not from a read model,
 * which only knows today), and the doctor report over two instants, as JSON or PDF.
 */
export const accountHistoryRoutes: FastifyPluginAsyncZod<ReadContext & { readonly store: EventStore }> = async (app, { pool, reader, store }) => {
  const read = reader(['users', 'supplement_takes']);

  app.get('/api/account/regimen', { schema: { querystring: regimenAtQuerySchema, response: { 200: regimenAtResponseSchema } } }, async (request, reply) => {
    const userId = await read(request, reply);
    const events = await regimenEvents(store, userId);
    const { at } = request.query;
    return { at, regimen: regimenAt(events, at), changesSince: regimenChanges(events, at, new Date().toISOString()) };
  });

  const report = async (userId: string, from: string, to: string) =>
    serverDoctorReport({ pool, userId, events: await regimenEvents(store, userId), from, to, now: new Date() });

  app.get('/api/account/report', { schema: { querystring: reportQuerySchema, response: { 200: doctorReportSchema } } }, async (request, reply) => {
    const userId = await read(request, reply);
    return report(userId, request.query.from, request.query.to);
  });

  app.get('/api/account/report.pdf', { schema: { querystring: reportQuerySchema } }, async (request, reply) => {
    const userId = await read(request, reply);
    const { from, to } = request.query;
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="regimen-report-${from.slice(0, 10)}-to-${to.slice(0, 10)}.pdf"`)
      .header('cache-control', 'no-store');
    return reply.send(reportPdf(await report(userId, from, to)));
  });
};
