import { randomUUID } from 'node:crypto';
import type { EventStore } from '@regimen/event-store';
import type { EventDataMap, EventType } from '../events.ts';
import { toAppend, type Meta } from './harness.ts';
import { seededRandom } from './seeded-random.ts';


export interface ScenarioOptions {
  readonly users: number;
  readonly seed?: number;
  /** Takes recorded per supplement. */
  readonly takesPerSupplement?: number;
}

/**
 * Appends a realistic history for `users` users: accounts with sign-ins, tier and admin
 * changes; cabinets with updates, stock, (de)activation and removals; takes marked and
 * unmarked across days; prescriptions; feedback.
 */
export const appendScenario = async (store: EventStore, options: ScenarioOptions): Promise<{ count: number; lastPosition: bigint }> => {
  const next = seededRandom(options.seed ?? 1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  let clock = Date.UTC(2026, 0, 1, 6, 0);
  const tick = (): string => {
    clock += Math.floor(next() * 90 * 60_000) + 1000;
    return new Date(clock).toISOString();
  };
  let count = 0;
  let lastPosition = 0n;
  let meterClock = Date.UTC(2026, 0, 1, 6, 0);
  const append = async <K extends EventType>(streamId: string, type: K, data: EventDataMap[K], userId: string | null): Promise<void> => {
    const meta: Meta = { userId, occurredAt: tick() };
    lastPosition = (await store.append(streamId, [toAppend(type, data, meta)], 'any')).position;
    count += 1;
  };

  for (let u = 0; u < options.users; u += 1) {
    const userId = randomUUID();
    const account = `account-${userId}`;
    await append(account, 'AccountRegistered', {
      userId,
      email: `user${u}@example.com`,
      firstName: `First${u}`,
      lastName: next() < 0.3 ? null : `Last${u}`,
      profileImageUrl: null,
      authProvider: next() < 0.5 ? 'password' : 'oidc',
      isAdmin: u === 0,
    }, userId);
    await append(account, 'SignedIn', { method: 'password' }, userId);
    if (next() < 0.3) await append(account, 'TierChanged', { tier: pick(['premium', 'pro', 'enterprise'] as const), expiresAt: null }, userId);
    if (next() < 0.2) await append(account, 'ProfileUpdated', { firstName: `Renamed${u}` }, userId);
    if (next() < 0.1) {
      await append(account, 'AccountBlocked', { reason: 'abuse' }, userId);
      if (next() < 0.5) await append(account, 'AccountUnblocked', {}, userId);
    }
    if (next() < 0.1) await append(account, 'AdminGranted', {}, userId);
    // Browsers on "Automatic" report their zone (by user number: the random sequence stays as it was).
    if (u % 3 === 1) await append(account, 'TimeZoneDetected', { timeZone: u % 2 === 0 ? 'Europe/Berlin' : 'America/New_York' }, userId);

    const cabinet = `supplements-${userId}`;
    const supplements: { id: string; name: string }[] = [];
    const supplementCount = 1 + Math.floor(next() * 4);
    for (let s = 0; s < supplementCount; s += 1) {
      const id = randomUUID();
      const name = pick(['Vitamin D3', 'Magnesium', 'Omega-3', 'Zinc', 'B12', 'Iron']);
      supplements.push({ id, name });
      await append(cabinet, 'SupplementAdded', {
        supplementId: id,
        name,
        brand: next() < 0.5 ? 'Acme' : null,
        type: pick(['single', 'complex', 'multivitamin'] as const),
        dosage: '1 capsule',
        frequency: pick(['daily', 'twice-daily', 'weekly']),
        timing: pick(['morning', 'evening', 'with-lunch']),
        currentStock: Math.floor(next() * 60),
        lowStockThreshold: 10,
        isActive: next() < 0.9,
        fastingSafe: next() < 0.5,
        nextDueTime: '8:00 AM',
        imageUrl: null,
        notes: null,
        ingredients: next() < 0.3 ? ['a', 'b'] : null,
        // No PRNG draw: seeded scenarios keep the data they had before unitsPerDose.
        unitsPerDose: 1 + (s % 2),
        doseTimes: s % 3 === 1 ? ['07:15', '19:45'] : null,
      }, userId);
      if (next() < 0.3) await append(cabinet, 'SupplementUpdated', { supplementId: id, changes: { dosage: '2 capsules', timing: 'evening' } }, userId);
      if (next() < 0.3) await append(cabinet, 'SupplementStockAdjusted', { supplementId: id, currentStock: 5, lowStockThreshold: 10, stockSet: true }, userId);
      if (next() < 0.2) await append(cabinet, 'SupplementNotesUpdated', { supplementId: id, notes: 'with food' }, userId);
      if (next() < 0.2) await append(cabinet, 'SupplementDeactivated', { supplementId: id }, userId);
    }

    for (const supplement of supplements) {
      for (let k = 0; k < (options.takesPerSupplement ?? 3); k += 1) {
        const takeId = randomUUID();
        const plannedAt = tick();
        const taken = next() < 0.8;
        await append(`take-${takeId}`, 'TakeRecorded', {
          takeId,
          supplementId: supplement.id,
          supplementName: supplement.name,
          plannedAt,
          takenAt: taken ? plannedAt : null,
          dosage: null,
          notes: null,
        }, userId);
        if (taken && next() < 0.2) {
          await append(`take-${takeId}`, 'TakeUnmarked', { takeId, supplementId: supplement.id }, userId);
          if (next() < 0.5) await append(`take-${takeId}`, 'TakeMarked', { takeId, supplementId: supplement.id, takenAt: tick() }, userId);
        } else if (!taken && next() < 0.5) {
          await append(`take-${takeId}`, 'TakeMarked', { takeId, supplementId: supplement.id, takenAt: tick() }, userId);
        }
      }
    }
    // The dose scheduler's record of a slot whose window closed untaken (one stream per slot).
    const missedOf = supplements[0];
    if (missedOf) await append(`dose-${randomUUID()}`, 'DoseMissed', { supplementId: missedOf.id, plannedAt: tick() }, userId);
    // The scheduler's reminders and low-stock notices (a stream per notice key), and a refill that
    // starts a new stock generation. No PRNG draw: seeded scenarios keep the data they had.
    if (missedOf) {
      const plannedAt = tick();
      await append(`notice-${randomUUID()}`, 'DoseReminderIssued', { supplementId: missedOf.id, plannedAt, attempt: 0 }, userId);
      await append(`notice-${randomUUID()}`, 'DoseReminderIssued', { supplementId: missedOf.id, plannedAt, attempt: 1 }, userId);
      await append(`notice-${randomUUID()}`, 'LowStockNoticeIssued', { supplementId: missedOf.id, generation: 0, currentStock: 5 }, userId);
      await append(cabinet, 'SupplementRestocked', { supplementId: missedOf.id, units: 60, currentStock: 65 }, userId);
    }
    // Every other user runs a course (decided by index, so the random sequence of the rest stays as it was).
    const coursed = supplements[1];
    if (coursed && u % 2 === 0) {
      const courseId = randomUUID();
      await append(`course-${courseId}`, 'CourseStarted', {
        courseId, supplementId: coursed.id, name: `${coursed.name} 30-Day Course`, description: null, startDate: '2026-01-01',
        endDate: '2026-01-30', durationDays: 30, dosage: '1 capsule', timing: 'morning', frequency: 'daily', notes: null,
      }, userId);
      if (u % 4 === 0) await append(`course-${courseId}`, 'CoursePaused', { courseId }, userId);
      if (u % 6 === 0) await append(`course-${courseId}`, 'CourseProgressRecorded', { courseId, progress: 4 }, userId);
    }
    // Every third user records a health condition (by index too, for the same reason).
    if (u % 3 === 0) {
      const conditionId = randomUUID();
      await append(`health-condition-${conditionId}`, 'HealthConditionAdded', {
        conditionId, name: 'Hypertension', description: null, severity: 'mild', diagnosedDate: '2025-05-01',
        symptoms: ['headache'], currentTreatments: [], notes: null, isActive: true,
      }, userId);
      if (u % 6 === 0) await append(`health-condition-${conditionId}`, 'HealthConditionUpdated', { conditionId, changes: { severity: 'moderate' } }, userId);
    }
    const removed = supplements[0];
    if (removed && next() < 0.2) await append(cabinet, 'SupplementRemoved', { supplementId: removed.id }, userId);

    if (next() < 0.4) {
      const prescriptionId = randomUUID();
      const stream = `prescription-${prescriptionId}`;
      await append(stream, 'PrescriptionAdded', {
        prescriptionId,
        medicationName: 'Metformin',
        brand: null,
        dosage: '500 mg',
        frequency: 'twice-daily',
        prescribedBy: null,
        purpose: null,
        notes: null,
        isActive: true,
        startDate: '2026-01-01',
        endDate: null,
      }, userId);
      if (next() < 0.5) await append(stream, 'PrescriptionNotesUpdated', { prescriptionId, notes: 'evening' }, userId);
      if (next() < 0.2) await append(stream, 'PrescriptionRemoved', { prescriptionId }, userId);
    }
    if (next() < 0.3) {
      const feedbackId = randomUUID();
      await append(`feedback-${feedbackId}`, 'FeedbackSubmitted', {
        feedbackId,
        type: pick(['bug', 'feature', 'love', 'general'] as const),
        rating: next() < 0.5 ? 4 : null,
        message: 'Nice',
        page: '/',
        userAgent: 'test',
      }, next() < 0.5 ? userId : null);
    }
    if (next() < 0.6) {
      const day = new Date(clock).toISOString().slice(0, 10);
      const fresh = randomUUID();
      for (const [analysisId, cacheHit] of [[fresh, false], [randomUUID(), true]] as const) {
        await append(`insights-${userId}-${day}`, 'AnalysisRecorded', {
          analysisId,
          operation: pick(['interactions', 'benefits', 'suggestions'] as const),
          subjectKey: `benefits:${userId}`,
          inputs: {},
          cacheHit,
          provider: next() < 0.5 ? 'knowledge-base' : 'openai',
          model: null,
          inputTokens: 0,
          outputTokens: 0,
          estimatedCostUsd: 0,
          result: cacheHit ? null : { summary: 'Supports bone health' },
          servedFrom: cacheHit ? fresh : null,
          refreshTier: null,
          nextRefreshAt: null,
        }, userId);
      }
    }
    if (u % 3 === 0) {
      // One API process's traffic window (monitoring), following the meter's previous window.
      const windowEnd = new Date(meterClock + 10_000).toISOString();
      await append('traffic-scenario-meter', 'ApiTrafficMetered', {
        meterId: 'scenario-meter',
        windowStart: new Date(meterClock).toISOString(),
        windowEnd,
        endpoints: [
          { endpoint: 'GET /api/supplements', tier: 'general', requests: 1 + u, limited: 0, limitedWaitSeconds: 0, totalDurationMs: 3.5 * (1 + u) },
          { endpoint: 'POST /api/research', tier: 'ai', requests: 2, limited: u % 2, limitedWaitSeconds: 30 * (u % 2), totalDurationMs: 12 },
        ],
        userIds: [userId],
        users: 1,
        anonymousClients: u % 4,
      }, null);
      meterClock += 10_000;
    }
    if (next() < 0.5) {
      // The bell's marks and the calendar feed (notifications-<userId>).
      const marks = `notifications-${userId}`;
      const key = `dose:${supplements[0]?.id ?? 'none'}:${new Date(clock).toISOString()}#0`;
      await append(marks, 'NotificationRead', { key }, userId);
      if (next() < 0.5) await append(marks, 'NotificationDismissed', { key }, userId);
      if (next() < 0.5) await append(marks, 'NotificationsCleared', { keys: [key, `stock:${u}:2026-01-01`] }, userId);
      await append(marks, 'CalendarFeedIssued', { tokenHash: randomUUID().replaceAll('-', '').padEnd(64, '0') }, userId);
      await append(marks, 'SafetyFindingAcknowledged', { findingId: `kava-liver:${u}` }, userId);
      if (next() < 0.3) await append(marks, 'CalendarFeedRevoked', {}, userId);
    }
    if (u % 7 === 6) await append(account, 'AccountDeleted', {}, userId);
  }
  return { count, lastPosition };
};
