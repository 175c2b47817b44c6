import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegimenAtResponse, DoctorReport } from '@regimen/domain';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { projectionMigrations } from '@regimen/projections';
import { loadConfig } from '@regimen/server-kit/config';
import { connectInfrastructure } from '@regimen/server-kit/infrastructure';
import { createLogger } from '@regimen/server-kit/logger';
import { supplementAddedEvent } from '@regimen/domain/testing/supplement-fixtures';
import { startApp, type RunningApp } from './start-app.ts';

let db: TestDatabase;
let app: RunningApp;
let cookie = '';
let userId = '';
let position = '0';
const env = (url: string) => ({ DATABASE_URL: url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' });

const get = (path: string, as = cookie) => fetch(new URL(path, app.url), { headers: { cookie: as, 'x-min-position': position } });

const register = async (email: string): Promise<{ cookie: string; id: string }> => {
  const response = await fetch(new URL('/api/auth/register', app.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', firstName: 'Hana', lastName: 'History' }),
  });
  const id = ((await response.json()) as { id: string }).id;
  return { cookie: (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '', id };
};

const d3 = randomUUID();
const wort = randomUUID();
const rx = randomUUID();
const takes = [randomUUID(), randomUUID()];
const asthma = randomUUID();
const course = randomUUID();

/** A history with dates in the past, appended as the command side would have (commands use the clock). */
const writeHistory = async (): Promise<void> => {
  const infra = await connectInfrastructure(loadConfig(env(db.url)), createLogger('silent'), projectionMigrations);
  try {
    const meta = (occurredAt: string) => ({ userId, occurredAt, commandId: randomUUID(), correlationId: randomUUID() });
    const event = (type: string, data: unknown, occurredAt: string) => ({ id: randomUUID(), type, schemaVersion: type === 'SupplementAdded' || type === 'SupplementUpdated' ? 2 : 1, data, metadata: meta(occurredAt) });
    await infra.store.append(`supplements-${userId}`, [
      event('SupplementAdded', supplementAddedEvent({ supplementId: d3, name: 'Vitamin D3', dosage: '1000 IU', notes: 'with breakfast' }).data, '2025-01-01T08:00:00Z'),
      event('SupplementUpdated', { supplementId: d3, changes: { dosage: '2000 IU' } }, '2025-06-01T08:00:00Z'),
      event('SupplementAdded', supplementAddedEvent({ supplementId: wort, name: "St. John's Wort", brand: null, dosage: '300 mg' }).data, '2025-08-01T08:00:00Z'),
    ], 'any');
    await infra.store.append(`prescription-${rx}`, [
      event('PrescriptionAdded', { prescriptionId: rx, medicationName: 'Sertraline', brand: null, dosage: '50 mg', frequency: 'once-daily', prescribedBy: null, purpose: null, notes: 'since spring', isActive: true, startDate: '2025-03-01', endDate: null }, '2025-03-01T08:00:00Z'),
    ], 'no_stream');
    await infra.store.append(`health-condition-${asthma}`, [
      event('HealthConditionAdded', { conditionId: asthma, name: 'Asthma', description: null, severity: 'mild', diagnosedDate: '2020-05-01', symptoms: ['wheezing'], currentTreatments: [], notes: 'worse in winter', isActive: true }, '2025-02-01T08:00:00Z'),
      event('HealthConditionUpdated', { conditionId: asthma, changes: { severity: 'moderate' } }, '2025-07-01T08:00:00Z'),
    ], 'any');
    await infra.store.append(`course-${course}`, [
      event('CourseStarted', { courseId: course, supplementId: d3, name: 'Vitamin D3 90-Day Course', description: null, startDate: '2025-03-15', endDate: '2025-06-12', durationDays: 90, dosage: '1000 IU', timing: 'morning', frequency: 'daily', notes: null }, '2025-03-15T08:00:00Z'),
      event('CourseCompleted', { courseId: course, progress: 90 }, '2025-06-12T20:00:00Z'),
    ], 'any');
    const take = (takeId: string, day: string, taken: boolean) =>
      infra.store.append(`take-${takeId}`, [
        event('TakeRecorded', { takeId, supplementId: d3, supplementName: 'Vitamin D3', plannedAt: `${day}T08:00:00Z`, takenAt: taken ? `${day}T08:10:00Z` : null, dosage: null, notes: null }, `${day}T08:10:00Z`),
      ], 'no_stream');
    await take(takes[0]!, '2025-05-01', true);
    position = String((await take(takes[1]!, '2025-05-02', false)).position);
  } finally {
    await infra.close();
  }
};

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: env(db.url) });
  ({ cookie, id: userId } = await register('history@example.com'));
  await writeHistory();
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('the regimen on a past date', () => {
  it('is what the events said then, with every change since', async () => {
    const response = await get('/api/account/regimen?at=2025-04-01T00:00:00Z');
    expect(response.status).toBe(200);
    const body = (await response.json()) as RegimenAtResponse;
    expect(body.regimen.supplements.map((s) => [s.name, s.dosage])).toEqual([['Vitamin D3', '1000 IU']]);
    expect(body.regimen.prescriptions.map((p) => p.medicationName)).toEqual(['Sertraline']);
    expect(body.regimen.conditions.map((c) => [c.name, c.severity])).toEqual([['Asthma', 'mild']]);
    expect(body.regimen.courses.map((c) => [c.name, c.status])).toEqual([['Vitamin D3 90-Day Course', 'active']]);
    expect(body.changesSince.map((c) => [c.at.slice(0, 10), c.kind, c.name, c.detail])).toEqual([
      ['2025-06-01', 'dose-changed', 'Vitamin D3', '1000 IU → 2000 IU'],
      ['2025-06-12', 'completed', 'Vitamin D3 90-Day Course', null],
      ['2025-07-01', 'severity-changed', 'Asthma', 'mild → moderate'],
      ['2025-08-01', 'started', "St. John's Wort", '300 mg'],
    ]);
    const today = (await (await get(`/api/account/regimen?at=${new Date().toISOString()}`)).json()) as RegimenAtResponse;
    expect(today.regimen.supplements.map((s) => [s.name, s.dosage])).toEqual([['Vitamin D3', '2000 IU'], ["St. John's Wort", '300 mg']]);
    expect(today.regimen.courses).toEqual([]);
  });

  it('is the user’s own: another user sees an empty regimen, a bad date is a 400', async () => {
    const other = await register('someone@example.com');
    const body = (await (await get('/api/account/regimen?at=2025-12-01T00:00:00Z', other.cookie)).json()) as RegimenAtResponse;
    expect(body.regimen.supplements).toEqual([]);
    expect((await get('/api/account/regimen?at=yesterday')).status).toBe(400);
    expect((await get('/api/account/report?from=2025-09-01T00:00:00Z&to=2025-01-01T00:00:00Z')).status).toBe(400);
  });
});

describe('the doctor report', () => {
  const range = 'from=2025-04-01T00:00:00Z&to=2025-10-01T00:00:00Z';

  it('has both regimens, the changes, adherence per item, safety findings with sources and notes', async () => {
    const report = (await (await get(`/api/account/report?${range}`)).json()) as DoctorReport;
    expect(report.start.supplements.map((s) => s.dosage)).toEqual(['1000 IU']);
    expect(report.end.supplements.map((s) => s.name)).toEqual(['Vitamin D3', "St. John's Wort"]);
    expect(report.changes.map((c) => [c.kind, c.itemKind])).toEqual([
      ['dose-changed', 'supplement'], ['completed', 'course'], ['severity-changed', 'condition'], ['started', 'supplement'],
    ]);
    expect(report.start.courses.map((c) => c.name)).toEqual(['Vitamin D3 90-Day Course']);
    expect(report.end.courses).toEqual([]);
    expect(report.end.conditions.map((c) => [c.name, c.severity])).toEqual([['Asthma', 'moderate']]);
    expect(report.adherence).toEqual([{ supplementId: d3, name: 'Vitamin D3', recorded: 2, taken: 1, rate: 50 }]);
    const serotonin = report.safety.find((finding) => finding.parties.some((party) => party.name === 'Sertraline'));
    expect(serotonin?.sources.length).toBeGreaterThan(0);
    expect(report.notes).toEqual(expect.arrayContaining([{ item: 'Vitamin D3', note: 'with breakfast' }, { item: 'Sertraline', note: 'since spring' }, { item: 'Asthma', note: 'worse in winter' }]));
  });

  it('downloads as a PDF that opens and says the same', async () => {
    const response = await get(`/api/account/report.pdf?${range}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const expected of ['Since my last visit', 'Hana History', 'Regimen on 2025-04-01', '1000 IU -> 2000 IU', 'Sertraline', '1 of 2 doses taken (50 %)', 'Sources:', 'with breakfast', 'Health conditions', 'Asthma: mild, diagnosed 2020-05-01', 'Asthma: moderate', 'Vitamin D3 90-Day Course (course 2025-03-15 to 2025-06-12)', 'mild -> moderate']) {
      expect(text).toContain(expected);
    }
  });
});
