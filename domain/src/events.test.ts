import { describe, expect, it } from 'vitest';
import {
  EventParseError,
  eventMetadataSchema,
  eventRegistry,
  isDomainEventType,
  parseEvent,
  parseStoredEvent,
  schemaVersionOf,
  trustParsedEvent,
  UnknownEventVersionError,
  type DomainEventOf,
  type DomainEventType,
} from './events.ts';
import { commandId, feedbackId, prescriptionId, supplementId, takeId, userId } from './testing/ids.ts';
import { supplementAddedEvent } from './testing/supplement-fixtures.ts';

// One valid data sample per event type; the mapped type makes a missing one a compile error.
const samples: { [Type in DomainEventType]: DomainEventOf<Type>['data'] } = {
  AccountRegistered: {
    userId,
    email: 'ada@example.com',
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    authProvider: 'oidc',
    isAdmin: false,
  },
  SignedIn: { method: 'password' },
  ProfileUpdated: { firstName: 'Ada' },
  TierChanged: { tier: 'premium', expiresAt: null },
  AccountBlocked: { reason: 'spam' },
  AccountUnblocked: {},
  AdminGranted: {},
  AdminRevoked: {},
  AccountDeleted: {},
  SupplementAdded: supplementAddedEvent().data,
  SupplementUpdated: { supplementId, changes: { name: 'D3' } },
  SupplementNotesUpdated: { supplementId, notes: null },
  SupplementStockAdjusted: { supplementId, currentStock: 3, lowStockThreshold: null, stockSet: true },
  SupplementActivated: { supplementId },
  SupplementDeactivated: { supplementId },
  SupplementRemoved: { supplementId },
  TakeRecorded: {
    takeId,
    supplementId,
    supplementName: 'D3',
    plannedAt: '2025-03-10T08:00:00.000Z',
    takenAt: null,
    dosage: null,
    notes: null,
  },
  TakeUnmarked: { takeId, supplementId },
  TakeMarked: { takeId, supplementId, takenAt: '2025-03-10T08:00:00+01:00' },
  PrescriptionAdded: {
    prescriptionId,
    medicationName: 'Metformin',
    brand: null,
    dosage: '500 mg',
    frequency: 'once-daily',
    prescribedBy: null,
    purpose: null,
    notes: null,
    isActive: true,
    startDate: '2025-01-01',
    endDate: null,
  },
  PrescriptionNotesUpdated: { prescriptionId, notes: 'x' },
  PrescriptionRemoved: { prescriptionId },
  PrescriptionUpdated: { prescriptionId, changes: { dosage: '1000 mg', endDate: null } },
  FeedbackSubmitted: { feedbackId, type: 'general', rating: 4, message: 'ok', page: '/', userAgent: 'ua' },
  AnalysisRecorded: {
    analysisId: feedbackId,
    operation: 'benefits',
    subjectKey: 'benefits:vitamin-d',
    inputs: { supplementId: feedbackId },
    cacheHit: false,
    provider: 'knowledge-base',
    model: null,
    inputTokens: 0,
    outputTokens: 0,
    estimatedCostUsd: 0,
    result: { summary: 'Supports bone health' },
    servedFrom: null,
    refreshTier: 'standard',
    nextRefreshAt: '2027-02-20T00:00:00.000Z',
  },
  ApiTrafficMetered: {
    meterId: 'meter-1',
    windowStart: '2026-01-01T00:00:00.000Z',
    windowEnd: '2026-01-01T00:00:10.000Z',
    endpoints: [{ endpoint: 'GET /api/supplements', tier: 'general', requests: 3, limited: 0, limitedWaitSeconds: 0, totalDurationMs: 4.2 }],
    userIds: [feedbackId],
    users: 1,
    anonymousClients: 0,
  },
  FeedbackStatusChanged: { status: 'reviewed', adminNotes: null },
  SeedingStarted: { jobId: feedbackId, testMode: true, target: 16, names: ['Zinc'] },
  SupplementSeeded: { jobId: feedbackId, name: 'Zinc' },
  SeedingFinished: { jobId: feedbackId, seeded: 1, failed: [] },
  SupplementRestocked: { supplementId, units: 60, currentStock: 90 },
  CourseStarted: {
    courseId: prescriptionId,
    supplementId,
    name: 'Vitamin D3 30-Day Course',
    description: null,
    startDate: '2025-03-01',
    endDate: '2025-03-30',
    durationDays: 30,
    dosage: '2000 IU',
    timing: 'morning',
    frequency: 'daily',
    notes: null,
  },
  CoursePaused: { courseId: prescriptionId },
  CourseResumed: { courseId: prescriptionId },
  CourseCompleted: { courseId: prescriptionId, progress: 30 },
  CourseCancelled: { courseId: prescriptionId },
  TimeZoneSet: { timeZone: 'Europe/Berlin' },
  TimeZoneDetected: { timeZone: 'America/New_York' },
  NotificationRead: { key: 'dose:a:2026-11-24T08:00:00.000Z#0' },
  NotificationDismissed: { key: 'stock:a:2026-11-24' },
  NotificationsCleared: { keys: ['missed:a:2026-11-24T08:00:00.000Z'] },
  CalendarFeedIssued: { tokenHash: 'c'.repeat(64) },
  CalendarFeedRevoked: {},
  HealthConditionAdded: {
    conditionId: takeId,
    name: 'Depression',
    description: null,
    severity: 'moderate',
    diagnosedDate: null,
    symptoms: ['low mood'],
    currentTreatments: [],
    notes: null,
    isActive: true,
  },
  HealthConditionUpdated: { conditionId: takeId, changes: { severity: 'severe' } },
  HealthConditionRemoved: { conditionId: takeId },
  SafetyFindingAcknowledged: { findingId: 'kava-liver:a' },
  DoseMissed: { supplementId: '00000000-0000-4000-8000-000000000001', plannedAt: '2026-01-10T07:00:00.000Z' },
  DoseReminderIssued: { supplementId: '00000000-0000-4000-8000-000000000001', plannedAt: '2026-01-10T07:00:00.000Z', attempt: 1 },
  LowStockNoticeIssued: { supplementId: '00000000-0000-4000-8000-000000000001', generation: 3, currentStock: 4 },
  CourseProgressRecorded: { courseId: prescriptionId, progress: 12 },
  RebuildStarted: { runId: feedbackId, projections: ['supplements'], source: 'cli' },
  RebuildProgressed: { runId: feedbackId, phase: 'catching-up', applied: 10, total: 20 },
  RebuildFinished: { runId: feedbackId, outcome: 'succeeded', applied: 20, total: 20, quarantined: 0, error: null },
};

const metadata = {
  userId,
  occurredAt: '2025-03-10T08:00:00.000Z',
  commandId,
  correlationId: commandId,
};

describe('eventRegistry', () => {
  it('registers every event type, at version 1 unless it has evolved', () => {
    expect(Object.keys(eventRegistry).sort()).toEqual(Object.keys(samples).sort());
    const evolved: Partial<Record<DomainEventType, number>> = { SupplementAdded: 3, SupplementUpdated: 3, SupplementStockAdjusted: 2 };
    for (const type of Object.keys(samples)) {
      expect(isDomainEventType(type)).toBe(true);
      if (isDomainEventType(type)) expect(schemaVersionOf(type)).toBe(evolved[type] ?? 1);
    }
  });

  it('is not fooled by inherited property names', () => {
    expect(isDomainEventType('toString')).toBe(false);
  });
});

describe('parseEvent', () => {
  it.each(Object.entries(samples))('round-trips %s through JSON at its current version', (type, data) => {
    const version = isDomainEventType(type) ? schemaVersionOf(type) : 1;
    expect(parseEvent(type, version, JSON.parse(JSON.stringify(data)))).toEqual({ type, data });
  });

  it('strips keys the schema does not know', () => {
    expect(parseEvent('SupplementRemoved', 1, { supplementId, extra: true })).toEqual({
      type: 'SupplementRemoved',
      data: { supplementId },
    });
  });

  it('refuses an unknown type', () => {
    expect(() => parseEvent('SupplementEaten', 1, {})).toThrow(
      new EventParseError('Unknown event type "SupplementEaten"'),
    );
  });

  it('refuses a version newer than this code reads, naming type and version', () => {
    const newer = () => parseEvent('SupplementRemoved', 2, { supplementId });
    expect(newer).toThrow(UnknownEventVersionError);
    expect(newer).toThrow('Event SupplementRemoved has schemaVersion 2; this code reads versions 1 to 1');
    expect(() => parseEvent('SupplementAdded', 4, samples.SupplementAdded)).toThrow(
      expect.objectContaining({ eventType: 'SupplementAdded', schemaVersion: 4, currentVersion: 3 }),
    );
  });

  it('refuses a version that is not a whole number from 1', () => {
    for (const version of [0, -1, 1.5, Number.NaN]) {
      expect(() => parseEvent('SupplementRemoved', version, { supplementId })).toThrow(/versions are whole numbers from 1/);
    }
  });

  it('reads an older version as the current one', () => {
    const { unitsPerDose, doseTimes, ...v1 } = samples.SupplementAdded;
    expect([unitsPerDose, doseTimes]).toEqual([1, null]);
    expect(parseEvent('SupplementAdded', 1, v1)).toEqual({ type: 'SupplementAdded', data: samples.SupplementAdded });
    expect(parseEvent('SupplementAdded', 2, { ...v1, unitsPerDose })).toEqual({ type: 'SupplementAdded', data: samples.SupplementAdded });
  });

  it('validates an upcast event against the current schema, naming the version it was stored at', () => {
    const { supplementId: _dropped, ...v1 } = samples.SupplementAdded;
    expect(() => parseEvent('SupplementAdded', 1, v1)).toThrow('Invalid data for event SupplementAdded v3 (stored as v1): supplementId');
    expect(() => parseEvent('SupplementAdded', 1, null)).toThrow('Invalid data for event SupplementAdded v1: (root): expected an object');
  });

  it('refuses invalid data, naming the field', () => {
    expect(() => parseEvent('SupplementRemoved', 1, { supplementId: 'not-a-uuid' })).toThrow(
      'Invalid data for event SupplementRemoved v1: supplementId',
    );
    expect(() => parseEvent('TakeRecorded', 1, { ...samples.TakeRecorded, takenAt: undefined })).toThrow(
      EventParseError,
    );
    expect(() => parseEvent('FeedbackSubmitted', 1, { ...samples.FeedbackSubmitted, rating: 6 })).toThrow(/rating/);
  });
});

describe('eventMetadataSchema', () => {
  it('accepts the catalog metadata, optional fields absent', () => {
    expect(eventMetadataSchema.parse(metadata)).toEqual(metadata);
  });

  it('accepts anonymous feedback metadata with an actor and a cause', () => {
    const full = { ...metadata, userId: null, actorId: userId, causationId: commandId };
    expect(eventMetadataSchema.parse(full)).toEqual(full);
  });

  it('refuses a missing commandId or a non-ISO occurredAt', () => {
    expect(eventMetadataSchema.safeParse({ ...metadata, commandId: undefined }).success).toBe(false);
    expect(eventMetadataSchema.safeParse({ ...metadata, occurredAt: 'yesterday' }).success).toBe(false);
  });
});

describe('parseStoredEvent', () => {
  it('returns the typed event with its metadata', () => {
    const stored = { type: 'SupplementRemoved', schemaVersion: 1, data: { supplementId }, metadata };
    expect(parseStoredEvent(stored)).toEqual({ type: 'SupplementRemoved', schemaVersion: 1, data: { supplementId }, metadata });
  });

  it('returns an older version upcast, at the current version', () => {
    const stored = { type: 'SupplementUpdated', schemaVersion: 1, data: { supplementId, changes: { name: 'D3' } }, metadata };
    expect(parseStoredEvent(stored)).toEqual({ ...stored, schemaVersion: 3 });
  });

  it('refuses invalid metadata', () => {
    const stored = { type: 'SupplementRemoved', schemaVersion: 1, data: { supplementId }, metadata: {} };
    expect(() => parseStoredEvent(stored)).toThrow(/Invalid metadata for event SupplementRemoved/);
  });
});

describe('trustParsedEvent', () => {
  it('types an event at its current version without validating it again', () => {
    // Invalid on purpose: only a store that already ran parseStoredEvent hands such events to it.
    const stored = { type: 'SupplementRemoved', schemaVersion: 1, data: { supplementId: 'not-a-uuid' }, metadata };
    expect(trustParsedEvent(stored)).toBe(stored);
  });

  it('reads an event at another version in full: upcast and validated', () => {
    const { unitsPerDose: _absent, doseTimes: _absentToo, ...v1 } = samples.SupplementAdded;
    const stored = { type: 'SupplementAdded', schemaVersion: 1, data: v1, metadata };
    expect(trustParsedEvent(stored)).toEqual({ type: 'SupplementAdded', schemaVersion: 3, data: samples.SupplementAdded, metadata });
    expect(() => trustParsedEvent({ ...stored, data: { ...v1, name: '' } })).toThrow(EventParseError);
  });

  it('refuses an unknown type', () => {
    expect(() => trustParsedEvent({ type: 'SupplementEaten', schemaVersion: 1, data: {}, metadata })).toThrow(EventParseError);
  });
});
