export type { AnyProjectedEvent, EventDataMap, EventType, ProjectedEvent, ProjectedEventMetadata } from './events.ts';
export {
  defineProjection,
  indexName,
  liveTables,
  shadowTables,
  statement,
  type Handler,
  type Handlers,
  type Projection,
  type SqlQuery,
  type Tables,
} from './projection.ts';
export { CHECKPOINT_CHANNEL, projectionMigrations } from './checkpoints.ts';
export { parseRecordedEvent, trustValidatedEvent, type EventParser } from './parse-event.ts';
export {
  startProjections,
  type ProjectionLogger,
  type ProjectionRunner,
  type StartProjectionsOptions,
  type WorkerRole,
  type WorkerStatus,
} from './runner.ts';
export { postgresEventCounter, projectionStatus, type EventCounter, type ProjectionLag, type ProjectionStatusOptions } from './status.ts';
export {
  createCheckpointListener,
  LISTENER_APPLICATION_NAME,
  PositionBeyondHeadError,
  waitForPosition,
  type CheckpointListener,
  type ListenerDelivery,
  type WaitForPositionOptions,
} from './position-reached.ts';
export {
  rebuildProjection,
  rebuildProjections,
  RebuildInProgressError,
  type RebuildOptions,
  type RebuildProgress,
  type RebuildResult,
} from './rebuild.ts';
export { allProjections } from './read-models/all.ts';
export { usersProjection } from './read-models/users.ts';
export { supplementsProjection } from './read-models/supplements.ts';
export { intakeProjection } from './read-models/intake.ts';
export { prescriptionsProjection } from './read-models/prescriptions.ts';
export { feedbackProjection } from './read-models/feedback.ts';
export { degradedUsers, listDeadLetters, type DeadLetterPage, type DeadLetterRow } from './dead-letters.ts';
export { retryAllDeadLetters, retryDeadLetter, type RetryOutcome } from './retry-dead-letter.ts';
export type { QuarantinedEvent } from './runner.ts';
export { listRebuildRuns, recordedRebuild } from './rebuild-runs.ts';
export { startDoseScheduler, type DoseScheduler, type SchedulerStatus } from './processors/dose-scheduler.ts';
export { appendMissed } from './processors/missed-dose-pass.ts';
