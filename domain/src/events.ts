import type { z } from 'zod';
import {
  accountBlocked,
  accountDeleted,
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
import { feedbackSubmitted, type FeedbackEvent } from './feedback/feedback-events.ts';
import { analysisRecorded, type InsightsEvent } from './insights/insights-events.ts';
import { apiTrafficMetered, type TrafficEvent } from './monitoring/traffic-events.ts';
import { takeMarked, takeRecorded, takeUnmarked, type IntakeEvent } from './intake/intake-events.ts';
import {
  prescriptionAdded,
  prescriptionNotesUpdated,
  prescriptionRemoved,
  type PrescriptionEvent,
} from './prescription/prescription-events.ts';
import {
  supplementActivated,
  supplementAdded,
  supplementDeactivated,
  supplementNotesUpdated,
  supplementRemoved,
  supplementStockAdjusted,
  supplementUpdated,
  type SupplementEvent,
} from './supplement/supplement-events.ts';

export { eventMetadataSchema, type EventMetadata };

export type DomainEvent = AccountEvent | SupplementEvent | IntakeEvent | PrescriptionEvent | FeedbackEvent | InsightsEvent | TrafficEvent;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<Type extends DomainEventType> = Extract<DomainEvent, { type: Type }>;

type Registry = {
  readonly [Type in DomainEventType]: EventDefinition<Type, z.ZodType<DomainEventOf<Type>['data']>>;
};

/**
 * Every event type with its current schemaVersion and the zod schema of its data.
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
} as const satisfies Registry;

/** Thrown when stored or incoming event data does not match this code's catalog. */
export class EventParseError extends Error {
  override readonly name = 'EventParseError';
}

export function isDomainEventType(type: string): type is DomainEventType {
  return Object.hasOwn(eventRegistry, type);
}

export function schemaVersionOf(type: DomainEventType): number {
  return eventRegistry[type].schemaVersion;
}

/** Validates an event's data against its registered schema and returns the typed event. */
export function parseEvent(type: string, schemaVersion: number, data: unknown): DomainEvent {
  if (!isDomainEventType(type)) throw new EventParseError(`Unknown event type "${type}"`);
  const definition: Registry[DomainEventType] = eventRegistry[type];
  if (definition.schemaVersion !== schemaVersion) {
    throw new EventParseError(
      `Event ${type} has schemaVersion ${schemaVersion}; this code reads version ${definition.schemaVersion}`,
    );
  }
  const result = definition.schema.safeParse(data);
  if (!result.success) {
    throw new EventParseError(`Invalid data for event ${type} v${schemaVersion}: ${describe(result.error)}`);
  }
  // TypeScript cannot correlate `type` with its schema's output; the registry's `satisfies` does.
  return { type, data: result.data } as DomainEvent;
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

/** A stored event (type, schemaVersion, data, metadata) validated and typed, ready for `evolve`. */
export function parseStoredEvent(stored: {
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: unknown;
}): EventWithMetadata<DomainEvent> & { readonly metadata: EventMetadata } {
  const event = parseEvent(stored.type, stored.schemaVersion, stored.data);
  const metadata = eventMetadataSchema.safeParse(stored.metadata);
  if (!metadata.success) {
    throw new EventParseError(`Invalid metadata for event ${stored.type}: ${describe(metadata.error)}`);
  }
  return { ...event, metadata: metadata.data };
}
