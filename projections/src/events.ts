import type { Checkpoint } from '@regimen/event-store';

/**
 * The `data` of every event a projection may handle, as docs/EVENTS.md fixes it. Events reach
 * handlers already validated (see parse-event.ts), so handlers trust these shapes.
 */
export interface EventDataMap {
  AccountRegistered: {
    userId: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    authProvider: 'password' | 'oidc';
    isAdmin: boolean;
  };
  SignedIn: { method: 'password' | 'oidc' };
  ProfileUpdated: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null };
  TierChanged: { tier: 'free' | 'premium' | 'pro' | 'enterprise'; expiresAt: string | null };
  AccountBlocked: { reason: string };
  AccountUnblocked: Record<string, never>;
  AdminGranted: Record<string, never>;
  AdminRevoked: Record<string, never>;
  AccountDeleted: Record<string, never>;

  SupplementAdded: {
    supplementId: string;
    name: string;
    brand: string | null;
    type: 'single' | 'complex' | 'multivitamin';
    dosage: string;
    frequency: string;
    timing: string;
    currentStock: number | null;
    lowStockThreshold: number | null;
    isActive: boolean;
    fastingSafe: boolean;
    nextDueTime: string | null;
    imageUrl: string | null;
    notes: string | null;
    ingredients: string[] | null;
  };
  SupplementUpdated: {
    supplementId: string;
    changes: {
      name?: string;
      brand?: string | null;
      type?: 'single' | 'complex' | 'multivitamin';
      dosage?: string;
      frequency?: string;
      timing?: string;
      nextDueTime?: string | null;
      imageUrl?: string | null;
      fastingSafe?: boolean;
      ingredients?: string[] | null;
    };
  };
  SupplementNotesUpdated: { supplementId: string; notes: string | null };
  SupplementStockAdjusted: { supplementId: string; currentStock: number | null; lowStockThreshold: number | null };
  SupplementActivated: { supplementId: string };
  SupplementDeactivated: { supplementId: string };
  SupplementRemoved: { supplementId: string };

  TakeRecorded: {
    takeId: string;
    supplementId: string;
    supplementName: string;
    plannedAt: string;
    takenAt: string | null;
    dosage: string | null;
    notes: string | null;
  };
  TakeUnmarked: { takeId: string; supplementId: string };
  TakeMarked: { takeId: string; supplementId: string; takenAt: string };

  PrescriptionAdded: {
    prescriptionId: string;
    medicationName: string;
    brand: string | null;
    dosage: string;
    frequency: string;
    prescribedBy: string | null;
    purpose: string | null;
    notes: string | null;
    isActive: boolean;
    startDate: string | null;
    endDate: string | null;
  };
  PrescriptionNotesUpdated: { prescriptionId: string; notes: string | null };
  PrescriptionRemoved: { prescriptionId: string };

  FeedbackSubmitted: {
    feedbackId: string;
    type: 'bug' | 'feature' | 'love' | 'general';
    rating: number | null;
    message: string;
    page: string;
    userAgent: string;
  };
}

export type EventType = keyof EventDataMap;

export interface ProjectedEventMetadata {
  /** The user the event concerns; null only for anonymous feedback. */
  readonly userId: string | null;
  readonly actorId?: string;
  readonly occurredAt: string;
  readonly commandId: string;
  readonly correlationId: string;
  readonly causationId?: string;
}

/** A recorded event whose data has been validated against its type's schema. */
export interface ProjectedEvent<K extends EventType = EventType> {
  readonly id: string;
  readonly type: K;
  readonly schemaVersion: number;
  readonly streamId: string;
  readonly revision: bigint;
  readonly position: bigint;
  readonly checkpoint: Checkpoint;
  readonly recordedAt: Date;
  readonly data: EventDataMap[K];
  readonly metadata: ProjectedEventMetadata;
}

export type AnyProjectedEvent = { [K in EventType]: ProjectedEvent<K> }[EventType];
