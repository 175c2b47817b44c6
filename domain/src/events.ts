import type { z } from 'zod';
import {
  accountBlocked,
  accountDeleted,
  timeZoneSet,
  timeZoneDetected,
  accountRegistered,
  accountUnblocked,
  adminGranted,
  adminRevoked,
  profileUpdated,
  signedIn,
  tierChanged,
  type AccountEvent,
} from './account/account-events.ts';
import { eventMetadataSchema, type EventDefinition, type EventMetadata, type EventWithMetadata } from './event.ts';
import { EventParseError, UnknownEventVersionError } from './event-errors.ts';
import { upcastData } from './upcast.ts';
import { feedbackStatusChanged, feedbackSubmitted, type FeedbackEvent } from './feedback/feedback-events.ts';
import { seedingFinished, seedingStarted, supplementSeeded, type SeedingEvent } from './seeding/seeding-events.ts';
import { rebuildFinished, rebuildProgressed, rebuildStarted, type RebuildEvent } from './rebuild/rebuild-events.ts';
import { analysisRecorded, type InsightsEvent } from './insights/insights-events.ts';
import { apiTrafficMetered, type TrafficEvent } from './monitoring/traffic-events.ts';
import { takeMarked, takeRecorded, takeUnmarked, type IntakeEvent } from './intake/intake-events.ts';
import { doseMissed, type DoseEvent } from './intake/dose-events.ts';
import { doseReminderIssued, lowStockNoticeIssued, type ReminderEvent } from './reminder/reminder-events.ts';
import {
  calendarFeedIssued,
  calendarFeedRevoked,
  notificationDismissed,
  notificationRead,
  notificationsCleared,
  safetyFindingAcknowledged,
  type NotificationEvent,
} from './notification/notification-events.ts';
import { courseCancelled, courseCompleted, coursePaused, courseProgressRecorded, courseResumed, courseStarted, type CourseEvent } from './course/course-events.ts';
import {
  prescriptionAdded,
  prescriptionNotesUpdated,
  prescriptionRemoved,
  prescriptionUpdated,
  type PrescriptionEvent,
} from './prescription/prescription-events.ts';
import {
  healthConditionAdded,
  healthConditionRemoved,
  healthConditionUpdated,
  type HealthConditionEvent,
} from './health/health-condition-events.ts';
import {
  supplementActivated,
  supplementAdded,
  supplementDeactivated,
  supplementNotesUpdated,
  supplementRemoved,
  supplementRestocked,
  supplementStockAdjusted,
  supplementUpdated,
  type SupplementEvent,
} from './supplement/supplement-events.ts';

export { eventMetadataSchema, type EventMetadata };

export type DomainEvent =
  | AccountEvent
  | SupplementEvent
  | IntakeEvent
  | PrescriptionEvent
  | FeedbackEvent
  | InsightsEvent
  | TrafficEvent
  | SeedingEvent
  | CourseEvent
  | NotificationEvent
  | HealthConditionEvent
  | DoseEvent
  | ReminderEvent
  | RebuildEvent;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<Type extends DomainEventType> = Extract<DomainEvent, { type: Type }>;

type Registry = {
  readonly [Type in DomainEventType]: EventDefinition<Type, z.ZodType<DomainEventOf<Type>['data']>>;
};

/**
 * Every event type with its current schemaVersion, the zod schema of its data at that version, and
 * the upcasters that bring older versions up to it (declared beside each event's schema).
 * `satisfies` makes a type added to an aggregate's union fail to compile until registered here.
 */
export const eventRegistry = {
  AccountRegistered: accountRegistered,
  SignedIn: signedIn,
  ProfileUpdated: profileUpdated,
  TierChanged: tierChanged,
  AccountBlocked: accountBlocked,
  AccountUnblocked: accountUnblocked,
  AdminGranted: adminGranted,
  AdminRevoked: adminRevoked,
  AccountDeleted: accountDeleted,
  SupplementAdded: supplementAdded,
  SupplementUpdated: supplementUpdated,
  SupplementNotesUpdated: supplementNotesUpdated,
  SupplementStockAdjusted: supplementStockAdjusted,
  SupplementActivated: supplementActivated,
  SupplementDeactivated: supplementDeactivated,
  SupplementRemoved: supplementRemoved,
  TakeRecorded: takeRecorded,
  TakeUnmarked: takeUnmarked,
  TakeMarked: takeMarked,
  PrescriptionAdded: prescriptionAdded,
  PrescriptionNotesUpdated: prescriptionNotesUpdated,
  PrescriptionRemoved: prescriptionRemoved,
  FeedbackSubmitted: feedbackSubmitted,
  AnalysisRecorded: analysisRecorded,
  ApiTrafficMetered: apiTrafficMetered,
  PrescriptionUpdated: prescriptionUpdated,
  FeedbackStatusChanged: feedbackStatusChanged,
  SeedingStarted: seedingStarted,
  SupplementSeeded: supplementSeeded,
  SeedingFinished: seedingFinished,
  SupplementRestocked: supplementRestocked,
  CourseStarted: courseStarted,
  CoursePaused: coursePaused,
  CourseResumed: courseResumed,
  CourseCompleted: courseCompleted,
  CourseCancelled: courseCancelled,
  TimeZoneSet: timeZoneSet,
  TimeZoneDetected: timeZoneDetected,
  NotificationRead: notificationRead,
  NotificationDismissed: notificationDismissed,
  NotificationsCleared: notificationsCleared,
  CalendarFeedIssued: calendarFeedIssued,
  CalendarFeedRevoked: calendarFeedRevoked,
  HealthConditionAdded: healthConditionAdded,
  HealthConditionUpdated: healthConditionUpdated,
  HealthConditionRemoved: healthConditionRemoved,
  SafetyFindingAcknowledged: safetyFindingAcknowledged,
  DoseMissed: doseMissed,
  DoseReminderIssued: doseReminderIssued,
  LowStockNoticeIssued: lowStockNoticeIssued,
  CourseProgressRecorded: courseProgressRecorded,
  RebuildStarted: rebuildStarted,
  RebuildProgressed: rebuildProgressed,
  RebuildFinished: rebuildFinished,
} as const satisfies Registry;

export { EventParseError, UnknownEventVersionError };

export function isDomainEventType(type: string): type is DomainEventType {
  return Object.hasOwn(eventRegistry, type);
}

/** The current version of a type: what `decide` writes and what readers see after upcasting. */
export function schemaVersionOf(type: DomainEventType): number {
  return eventRegistry[type].schemaVersion;
}

/**
 * Reads an event's data as this code knows it: upcasts it from the version it was written at to
 * the current one (UnknownEventVersionError for a version newer than that), then validates it
 * against the current schema. Returns the typed event at the current version.
 */
export function parseEvent(type: string, schemaVersion: number, data: unknown): DomainEvent {
  if (!isDomainEventType(type)) throw new EventParseError(`Unknown event type "${type}"`);
  const definition: Registry[DomainEventType] = eventRegistry[type];
  const result = definition.schema.safeParse(upcastData(definition, schemaVersion, data));
  if (!result.success) {
    const stored = schemaVersion === definition.schemaVersion ? '' : ` (stored as v${schemaVersion})`;
    throw new EventParseError(`Invalid data for event ${type} v${definition.schemaVersion}${stored}: ${describe(result.error)}`);
  }
  // TypeScript cannot correlate `type` with its schema's output; the registry's `satisfies` does.
  return { type, data: result.data } as DomainEvent;
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

interface StoredEvent {
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: unknown;
}

/** A stored event read at the current version, validated and typed, ready for `evolve`. */
export type ParsedEvent = EventWithMetadata<DomainEvent> & { readonly schemaVersion: number; readonly metadata: EventMetadata };

/**
 * The one validating read of a stored event (type, schemaVersion, data, metadata): upcast to the
 * current version, data and metadata validated. The app's event store runs it on every event it
 * hands out (its `upcast` hook), so readers behind that store use `trustParsedEvent` instead.
 */
export function parseStoredEvent(stored: StoredEvent): ParsedEvent {
  const event = parseEvent(stored.type, stored.schemaVersion, stored.data);
  const metadata = eventMetadataSchema.safeParse(stored.metadata);
  if (!metadata.success) {
    throw new EventParseError(`Invalid metadata for event ${stored.type}: ${describe(metadata.error)}`);
  }
  return { ...event, schemaVersion: schemaVersionOf(event.type), metadata: metadata.data };
}

/**
 * For events read through a store that already ran `parseStoredEvent` on them (the app's stores
 * do, in their `upcast` hook): types them without validating a second time. An event that is not
 * at its type's current version did not come through that hook, so it gets the full read.
 * The schemas have no transforms or defaults, so validated data is what they would return again.
 */
export function trustParsedEvent(stored: StoredEvent): ParsedEvent {
  if (!isDomainEventType(stored.type) || schemaVersionOf(stored.type) !== stored.schemaVersion) return parseStoredEvent(stored);
  // Checked: a known type at its current version, as the store's hook returned it.
  return stored as ParsedEvent;
}
