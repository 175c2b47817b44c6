/**
 * Writes a year of history for an existing user, dated in the past, straight into the event store
 * of a running app (commands can only record "now"): `node app/src/testing/seed-history.ts
 * <databaseUrl> <userId>`. Prints the last event position, for reading one's writes. The events
 * go through the app's own store, so their personal fields are sealed like any others. Used by
 * frontend/e2e/ownership.e2e.ts.
 *
 * The history, in days before today: Vitamin D3 1000 IU from 365 (2000 IU from 90), Magnesium from
 * 300 to 60 (removed), Iron from 30, Sertraline (prescription) from 200; a Magnesium 90-day course
 * from 200 (completed at 110); Vestibular migraine (a condition) from 250, mild, moderate from 100; a daily
 * Vitamin D3 dose, every tenth one missed.
 */
import { randomUUID } from 'node:crypto';
import { supplementAddedEvent } from '@regimen/domain/testing/supplement-fixtures';
import { loadConfig } from '@regimen/server-kit/config';
import { connectInfrastructure } from '@regimen/server-kit/infrastructure';
import { createLogger } from '@regimen/server-kit/logger';

const SEEDED_NOTE = 'keep away from coffee, my own note';

const [databaseUrl, userId] = process.argv.slice(2);
if (!databaseUrl || !userId) throw new Error('usage: seed-history.ts <databaseUrl> <userId>');

const DAY = 86_400_000;
const now = Date.now();
const daysAgo = (days: number, hour = 8) => new Date(Math.floor((now - days * DAY) / DAY) * DAY + hour * 3_600_000).toISOString();
const event = (type: string, data: unknown, occurredAt: string) => ({
  id: randomUUID(),
  type,
  schemaVersion: type === 'SupplementAdded' || type === 'SupplementUpdated' ? 2 : 1,
  data,
  metadata: { userId, occurredAt, commandId: randomUUID(), correlationId: randomUUID() },
});

const infra = await connectInfrastructure(loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }), createLogger('silent'));
try {
  const [d3, magnesium, iron, sertraline] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await infra.store.append(`supplements-${userId}`, [
    event('SupplementAdded', supplementAddedEvent({ supplementId: d3, name: 'Vitamin D3', brand: null, dosage: '1000 IU', notes: SEEDED_NOTE }).data, daysAgo(365)),
    event('SupplementAdded', supplementAddedEvent({ supplementId: magnesium, name: 'Magnesium', brand: null, dosage: '200 mg', timing: 'evening' }).data, daysAgo(300)),
    event('SupplementRemoved', { supplementId: magnesium }, daysAgo(60)),
    event('SupplementUpdated', { supplementId: d3, changes: { dosage: '2000 IU' } }, daysAgo(90)),
    event('SupplementAdded', supplementAddedEvent({ supplementId: iron, name: 'Iron', brand: null, dosage: '1 tablet' }).data, daysAgo(30)),
  ].sort((a, b) => a.metadata.occurredAt.localeCompare(b.metadata.occurredAt)), 'any');
  await infra.store.append(`prescription-${sertraline}`, [
    event('PrescriptionAdded', {
      prescriptionId: sertraline, medicationName: 'Sertraline', brand: null, dosage: '50 mg', frequency: 'once-daily', prescribedBy: null,
      purpose: null, notes: null, isActive: true, startDate: daysAgo(200).slice(0, 10), endDate: null,
    }, daysAgo(200)),
  ], 'no_stream');
  const [course, migraine] = [randomUUID(), randomUUID()];
  await infra.store.append(`course-${course}`, [
    event('CourseStarted', {
      courseId: course, supplementId: magnesium, name: 'Magnesium 90-Day Course', description: null, startDate: daysAgo(200).slice(0, 10),
      endDate: daysAgo(111).slice(0, 10), durationDays: 90, dosage: '200 mg', timing: 'evening', frequency: 'daily', notes: null,
    }, daysAgo(200)),
    event('CourseCompleted', { courseId: course, progress: 90 }, daysAgo(110)),
  ], 'no_stream');
  await infra.store.append(`health-condition-${migraine}`, [
    event('HealthConditionAdded', {
      conditionId: migraine, name: 'Vestibular migraine', description: null, severity: 'mild', diagnosedDate: null, symptoms: ['aura'], currentTreatments: [], notes: null, isActive: true,
    }, daysAgo(250)),
    event('HealthConditionUpdated', { conditionId: migraine, changes: { severity: 'moderate' } }, daysAgo(100)),
  ], 'no_stream');
  let position = 0n;
  for (let day = 364; day >= 1; day -= 1) {
    const takeId = randomUUID();
    const taken = day % 10 !== 0;
    const result = await infra.store.append(`take-${takeId}`, [
      event('TakeRecorded', {
        takeId, supplementId: d3, supplementName: 'Vitamin D3', plannedAt: daysAgo(day), takenAt: taken ? daysAgo(day, 9) : null, dosage: null, notes: null,
      }, daysAgo(day, 9)),
    ], 'no_stream');
    position = result.position;
  }
  console.log(String(position));
} finally {
  await infra.close();
}
