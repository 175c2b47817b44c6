import { z } from 'zod';

/** Who caused an event: the user it concerns, an admin acting on them (their id), or the system. */
const auditActorSchema = z.object({
  kind: z.enum(['user', 'admin', 'system']),
  id: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** One event as the audit trail shows it. Positions and revisions are strings (int8). */
const auditEntrySchema = z.object({
  id: z.string(),
  type: z.string(),
  schemaVersion: z.int(),
  streamId: z.string(),
  revision: z.string(),
  position: z.string(),
  recordedAt: z.iso.datetime({ offset: true }),
  data: z.unknown(),
  actor: auditActorSchema,
  /** The user the event concerns, when it concerns one. */
  userId: z.string().nullable(),
  commandId: z.string().nullable(),
  correlationId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit/events: newest first; pass `nextCursor` as `cursor` for older entries. */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const stateChangeSchema = z.object({
  /** Dotted path into the state, e.g. `supplements.3f…name`; empty for the whole state. */
  path: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type StateChange = z.infer<typeof stateChangeSchema>;

/** GET /api/admin/audit/streams/:streamId: one entity's events, its state at a revision, and a diff. */
export const auditEntitySchema = z.object({
  streamId: z.string(),
  /** The aggregate the stream belongs to; null when no aggregate folds it (no state then). */
  aggregate: z.string().nullable(),
  /** Oldest first. */
  entries: z.array(auditEntrySchema),
  /** The state folded up to and including `at` (the newest revision when not asked). */
  at: z.string().nullable(),
  state: z.unknown(),
  /** What changed from revision `compareTo` to `at`, when `compareTo` was given. */
  compareTo: z.string().nullable(),
  changes: z.array(stateChangeSchema).nullable(),
});
export type AuditEntity = z.infer<typeof auditEntitySchema>;

/** One rebuild run (GET /api/admin/rebuilds), started from the admin page or the CLI. */
const rebuildRunSchema = z.object({
  id: z.string(),
  projections: z.array(z.string()),
  source: z.enum(['admin', 'cli']),
  startedBy: z.string().nullable(),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  status: z.enum(['running', 'succeeded', 'interrupted', 'failed']),
  phase: z.string(),
  applied: z.int().min(0),
  total: z.int().min(0),
  /** Replay speed so far (over the run's whole duration when finished). */
  eventsPerSecond: z.number().min(0),
  /** Seconds left at that speed; null when finished or not yet known. */
  etaSeconds: z.number().min(0).nullable(),
  durationSeconds: z.number().min(0),
  quarantined: z.int().min(0),
  error: z.string().nullable(),
});
export type RebuildRun = z.infer<typeof rebuildRunSchema>;

export const rebuildRunsSchema = z.object({ runs: z.array(rebuildRunSchema) });

/** POST /api/admin/projections/rebuild and /api/admin/projections/:name/rebuild: the run started. */
export const rebuildStartedSchema = z.object({ runId: z.string() });

/** A projection as GET /api/admin/projections lists it (read-api/src/routes/admin-projections.ts), the fields the page shows. */
const projectionStatusSchema = z.object({
  name: z.string(),
  version: z.number(),
  rebuilding: z.boolean(),
  checkpoint: z.string(),
  lagEvents: z.string(),
  lagSeconds: z.number(),
  eventsApplied: z.string(),
  lastEventAt: z.string().nullable(),
  lastError: z.string().nullable(),
  quarantined: z.number().int(),
  /** False: not built yet (no checkpoint: waiting for a rebuild from the page). */
  built: z.boolean(),
});
export type ProjectionStatus = z.infer<typeof projectionStatusSchema>;

export const projectionsOverviewSchema = z.object({ projections: z.array(projectionStatusSchema) });
