import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpProblem } from '@regimen/server-kit/problem';
import { auditEntitySchema, auditPageSchema, type AuditEntity, type AuditPage } from '@regimen/domain/contracts/admin-audit';
import { instantSchema } from '@regimen/domain/common-schemas';
import { z } from 'zod';

export interface AuditFilter {
  readonly types?: readonly string[];
  readonly userId?: string;
  readonly correlationId?: string;
  readonly from?: Date;
  readonly to?: Date;
}

/** The audit trail as the routes use it (the app builds it over the event store port). */
export interface AuditTrailReader {
  page(query: { readonly filter: AuditFilter; readonly cursor?: string | undefined; readonly limit: number }): Promise<AuditPage>;
  entity(streamId: string, at?: bigint, compareTo?: bigint): Promise<AuditEntity | null>;
}

const INT8_MAX = 9_223_372_036_854_775_807n;
const withinInt8 = (digits: string): boolean => BigInt(digits) <= INT8_MAX;

const revision = z
  .string()
  .regex(/^\d{1,19}$/, 'must be a revision such as "3"')
  .refine((value) => !/^\d{1,19}$/.test(value) || withinInt8(value), 'is out of range');

/** PostgreSQL cursors are a position, EventStoreDB cursors a checkpoint ("commit/prepare"). */
const cursor = z
  .string()
  .regex(/^\d{1,19}(\/\d{1,19})?$/, 'must be the nextCursor of an earlier page')
  .refine((value) => !/^\d{1,19}(\/\d{1,19})?$/.test(value) || value.split('/').every(withinInt8), 'is out of range');

const eventType = /^[A-Za-z][A-Za-z0-9]{0,79}$/;

const pageQuery = z
  .object({
    userId: z.uuid().optional(),
    /** Comma-separated event types, e.g. `UserBlocked,UserUnblocked`. */
    types: z
      .string()
      .max(2000)
      .refine((value) => value.split(',').every((type) => eventType.test(type)), 'must be event types separated by commas')
      .refine((value) => value.split(',').length <= 20, 'at most 20 types')
      .optional(),
    correlationId: z.string().min(1).max(200).optional(),
    // Years 1900–2199, as every instant a request carries: PostgreSQL refuses year 0.
    from: instantSchema.optional(),
    to: instantSchema.optional(),
    cursor: cursor.optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine(({ from, to }) => from === undefined || to === undefined || Date.parse(from) < Date.parse(to), { message: 'must be before "to"', path: ['from'] });

const entityParams = z.object({ streamId: z.string().min(1).max(200) });
const entityQuery = z.object({ at: revision.optional(), compareTo: revision.optional() });

/**
 * The audit trail: every event, newest first, filtered by user, type, request and time; one
 * entity's events with its state at a revision and what changed since another. Admins only (the
 * /api/admin guard). It reads the event store itself, not a read model: nothing can be missing.
 */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ readonly auditTrail: AuditTrailReader }> = async (app, { auditTrail }) => {
  app.get('/api/admin/audit/events', { schema: { querystring: pageQuery, response: { 200: auditPageSchema } } }, async (request) => {
    const { userId, types, correlationId, from, to, cursor: after, limit } = request.query;
    const filter: AuditFilter = {
      ...(userId === undefined ? {} : { userId }),
      ...(types === undefined ? {} : { types: types.split(',') }),
      ...(correlationId === undefined ? {} : { correlationId }),
      ...(from === undefined ? {} : { from: new Date(from) }),
      ...(to === undefined ? {} : { to: new Date(to) }),
    };
    return auditTrail.page({ filter, cursor: after, limit });
  });

  app.get(
    '/api/admin/audit/streams/:streamId',
    { schema: { params: entityParams, querystring: entityQuery, response: { 200: auditEntitySchema } } },
    async (request) => {
      const { at, compareTo } = request.query;
      const entity = await auditTrail.entity(
        request.params.streamId,
        at === undefined ? undefined : BigInt(at),
        compareTo === undefined ? undefined : BigInt(compareTo),
      );
      if (!entity) throw new HttpProblem(404, 'not_found', 'Stream not found');
      return entity;
    },
  );
};
