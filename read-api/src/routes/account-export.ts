import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFormats } from '@regimen/domain';
import type { EventStore } from '@regimen/event-store';
import { z } from 'zod';
import { csvTables } from '../export/csv.ts';
import { csvExport, fhirExport, jsonExport, type ExportSource } from '../export/export-stream.ts';
import type { ReadContext } from '../read-context.ts';

/** `table` picks the CSV file (a file per kind of record); the other formats hold everything in one. */
const querySchema = z.object({ format: z.enum(exportFormats).default('json'), table: z.enum(csvTables).optional() });

const formats = {
  json: { type: 'application/json; charset=utf-8', extension: 'json', write: jsonExport },
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv', write: csvExport },
  fhir: { type: 'application/fhir+json; charset=utf-8', extension: 'fhir.json', write: fhirExport },
} as const satisfies Record<(typeof exportFormats)[number], { type: string; extension: string; write: (source: ExportSource) => AsyncGenerator<string> }>;

/**
 * The signed-in user's complete export, streamed as it is read (pages of rows and events), so a
 * user with years of doses costs the server a page of memory, not their whole history.
 */
export const accountExportRoutes: FastifyPluginAsyncZod<ReadContext & { readonly store: EventStore }> = async (app, { pool, reader, store }) => {
  const read = reader(['users', 'supplements', 'prescriptions', 'supplement_takes', 'supplement_courses', 'health_conditions']);
  app.get('/api/account/export', { schema: { querystring: querySchema } }, async (request, reply) => {
    const userId = await read(request, reply);
    const { table } = request.query;
    const format = formats[request.query.format];
    const now = new Date();
    const name = `regimen-export-${now.toISOString().slice(0, 10)}${request.query.format === 'csv' ? `-${table ?? 'doses'}` : ''}`;
    reply
      .type(format.type)
      .header('content-disposition', `attachment; filename="${name}.${format.extension}"`)
      .header('cache-control', 'no-store');
    return reply.send(Readable.from(format.write({ pool, store, userId, now, ...(table && { table }) })));
  });
};
