import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common-schemas.ts';

/** What `decide` returns: a type and its data, never metadata (the command handler adds that). */
export interface Event<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

export const eventMetadataSchema = z.object({
  /** The user the event concerns; null only for anonymous feedback. */
  userId: idSchema.nullable(),
  /** Who acted when it was not that user, e.g. an admin. */
  actorId: idSchema.optional(),
  occurredAt: isoDateTimeSchema,
  commandId: idSchema,
  correlationId: idSchema,
  causationId: idSchema.optional(),
  /**
   * With an Idempotency-Key: a hash of the request (method, route, parameters, canonical body) the
   * key was first used with, so a reuse of the key for another request is recognised and refused.
   */
  requestFingerprint: z.string().regex(/^[0-9a-f]{64}$/).optional(),
});

export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/**
 * An event as `evolve` may see it. Events read back from the store carry metadata;
 * per-item streams (take, prescription) learn their owner only from `metadata.userId`,
 * because the catalog keeps the owner out of their data.
 */
export type EventWithMetadata<E> = E & { readonly metadata?: Partial<EventMetadata> };

/**
 * Turns an event's stored data at one schema version into its data at the next version.
 * It sees the stored JSON object as it is: an old version is not validated on its own (each event
 * is validated once when read, at the current version, after all its upcasters ran), so an
 * upcaster only reshapes (adds a default, renames, splits) and leaves judging to the schema.
 */
export type Upcaster = (data: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/** Upcasters keyed by the version they read: `{ 1: v1 => v2, 2: v2 => v3 }`. */
export type Upcasters = Readonly<Partial<Record<number, Upcaster>>>;

export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  readonly type: Type;
  /** The current version: what `decide` writes and what every reader sees after upcasting. */
  readonly schemaVersion: number;
  /** The data schema at the current version. */
  readonly schema: Schema;
  readonly upcasters: Upcasters;
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schemaVersion: number,
  schema: Schema,
  upcasters: Upcasters = {},
): EventDefinition<Type, Schema> {
  return { type, schemaVersion, schema, upcasters };
}

/** The event type a definition describes: `EventOf<typeof supplementAdded>`. */
export type EventOf<D> = D extends EventDefinition<infer Type, infer Schema> ? Event<Type, z.output<Schema>> : never;
