import { describe, expect, it } from 'vitest';
import {
  EventParseError,
  eventMetadataSchema,
  eventRegistry,
  isDomainEventType,
  parseEvent,
  parseStoredEvent,
  schemaVersionOf,
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
  SupplementStockAdjusted: { supplementId, currentStock: 3, lowStockThreshold: null },
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
};

const metadata = {
  userId,
  occurredAt: '2025-03-10T08:00:00.000Z',
  commandId,
  correlationId: commandId,
};

describe('eventRegistry', () => {
  it('registers every event type at schemaVersion 1', () => {
    expect(Object.keys(eventRegistry).sort()).toEqual(Object.keys(samples).sort());
    for (const type of Object.keys(samples)) {
      expect(isDomainEventType(type)).toBe(true);
      if (isDomainEventType(type)) expect(schemaVersionOf(type)).toBe(1);
    }
  });

  it('is not fooled by inherited property names', () => {
    expect(isDomainEventType('toString')).toBe(false);
  });
});

describe('parseEvent', () => {
  it.each(Object.entries(samples))('round-trips %s through JSON', (type, data) => {
    expect(parseEvent(type, 1, JSON.parse(JSON.stringify(data)))).toEqual({ type, data });
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

  it('refuses a schemaVersion this code does not read', () => {
    expect(() => parseEvent('SupplementRemoved', 2, { supplementId })).toThrow(/schemaVersion 2.*version 1/);
  });

  it('refuses invalid data, naming the field', () => {
    expect(() => parseEvent('SupplementRemoved', 1, { supplementId: 'not-a-uuid' })).toThrow(
      /Invalid data for event SupplementRemoved v1: supplementId/,
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
    expect(parseStoredEvent(stored)).toEqual({ type: 'SupplementRemoved', data: { supplementId }, metadata });
  });

  it('refuses invalid metadata', () => {
    const stored = { type: 'SupplementRemoved', schemaVersion: 1, data: { supplementId }, metadata: {} };
    expect(() => parseStoredEvent(stored)).toThrow(/Invalid metadata for event SupplementRemoved/);
  });
});
