import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

// The validator is CommonJS without types: one class whose validate() returns the errors.
const require = createRequire(import.meta.url);
const FhirValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => { validate(resource: unknown, verbose?: boolean): unknown[] };

let db: TestDatabase;
let app: RunningApp;
let user: ApiClient;
let other: ApiClient;
let position = '0';

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', DOSE_SCHEDULER: 'off' } });
  other = createApiClient(app.url);
  await other.register('other@example.com');
  expect((await other.post('/api/supplements', { name: 'Someone Else Zinc', dosage: '1' })).status).toBe(201);
  user = createApiClient(app.url);
  await user.post('/api/auth/register', { email: 'exporter@example.com', password: 'correct horse battery', firstName: 'Ada', lastName: 'Export' });
  const magnesium = await user.post<{ id: string }>('/api/supplements', { name: 'Magnesium', dosage: '200 mg', notes: 'before bed, "quoted", with comma' });
  await user.post('/api/supplements', { name: '=HYPERLINK("x")', dosage: '1 drop' });
  await user.post('/api/prescriptions', { medicationName: 'Lisinopril', dosage: '10 mg', frequency: 'once-daily', startDate: '2024-01-01', purpose: 'blood pressure' });
  await user.post('/api/supplement-takes', { supplementId: magnesium.body.id, plannedAt: '2024-06-01T08:00:00Z', takenAt: '2024-06-01T08:05:00Z' });
  await user.post('/api/supplement-courses', { supplementId: magnesium.body.id, startDate: '2024-06-01', durationDays: 30, notes: 'a month, then pause' });
  await user.post('/api/health-conditions', { name: 'Migraine', severity: 'moderate', diagnosedDate: '2019-03-01', symptoms: ['aura', 'nausea'], currentTreatments: ['sumatriptan'], notes: 'worse with, "little" sleep' });
  await user.post('/api/health-conditions', { name: 'Asthma', isActive: false });
  const missed = await user.post('/api/supplement-takes', { supplementId: magnesium.body.id, plannedAt: '2024-06-02T08:00:00Z', takenAt: null });
  expect(missed.status).toBe(201);
  position = missed.headers.get('x-event-position') ?? '0';
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const download = (format: string) => user.get<string>(`/api/account/export?format=${format}`, { 'x-min-position': position, accept: '*/*' });
const csvFile = async (table: string): Promise<string[]> => {
  const response = await download(`csv&table=${table}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(response.headers.get('content-disposition')).toMatch(new RegExp(`filename="regimen-export-\\d{4}-\\d{2}-\\d{2}-${table}\\.csv"$`));
  expect(response.body).not.toContain('Someone Else');
  return response.body.trimEnd().split('\r\n');
};

describe('the JSON export', () => {
  it('holds the user’s events in order, decrypted, and their current state, and nothing of anyone else', async () => {
    const response = await download('json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="regimen-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = response.body as unknown as {
      user: { email: string };
      events: { type: string; position: string; data: Record<string, unknown> }[];
      state: { supplements: { name: string }[]; prescriptions: unknown[]; doses: unknown[] };
    };
    expect(body.user.email).toBe('exporter@example.com');
    const types = body.events.map((event) => event.type);
    expect(types[0]).toBe('AccountRegistered');
    expect(types.filter((type) => type === 'SupplementAdded')).toHaveLength(2);
    expect(types.filter((type) => type === 'TakeRecorded')).toHaveLength(2);
    const positions = body.events.map((event) => BigInt(event.position));
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.events.find((event) => event.type === 'AccountRegistered')?.data['email']).toBe('exporter@example.com');
    expect(body.events.find((event) => event.type === 'SupplementAdded')?.data['notes']).toBe('before bed, "quoted", with comma');
    expect(body.state.supplements.map((supplement) => supplement.name).sort()).toEqual(['=HYPERLINK("x")', 'Magnesium']);
    expect(body.state.prescriptions).toHaveLength(1);
    const state = body.state as unknown as { courses: { notes: string }[]; conditions: { name: string }[] };
    expect(state.courses.map((course) => course.notes)).toEqual(['a month, then pause']);
    expect(state.conditions.map((condition) => condition.name)).toEqual(['Migraine', 'Asthma']);
    expect(body.state.doses).toHaveLength(2);
    expect(JSON.stringify(body)).not.toContain('Someone Else');
  });
});

describe('the CSV export', () => {
  it('is a file per kind of record with its own columns: supplements, doses taken and missed, prescriptions, quoted safely', async () => {
    const supplements = await csvFile('supplements');
    expect(supplements[0]).toBe('id,name,brand,type,dosage,frequency,timing,status,stock,low_stock_threshold,units_per_dose,added_at,notes');
    expect(supplements).toHaveLength(3);
    expect(supplements.join('\n')).toContain('"before bed, ""quoted"", with comma"');
    // A formula is neutralised for spreadsheets.
    expect(supplements.join('\n')).toContain(`"'=HYPERLINK(""x"")"`);
    const doses = await csvFile('doses');
    expect(doses[0]).toBe('id,supplement_id,supplement,status,planned_at,taken_at,dosage,notes');
    expect(doses.slice(1).map((line) => line.split(',')[3])).toEqual(['taken', 'missed']);
    const prescriptions = await csvFile('prescriptions');
    expect(prescriptions).toHaveLength(2);
    expect(prescriptions[1]).toContain('Lisinopril,,10 mg,once-daily,,blood pressure,active,2024-01-01');
  });

  it('has the courses and the health conditions, active or not, each in its own file', async () => {
    const courses = await csvFile('courses');
    expect(courses[0]).toBe('id,supplement_id,name,description,status,start_date,end_date,duration_days,dosage,frequency,timing,notes');
    expect(courses).toHaveLength(2);
    expect(courses[1]).toContain(',active,2024-06-01,2024-06-30,30,200 mg,');
    expect(courses[1]).toMatch(/,"a month, then pause"$/);
    const conditions = await csvFile('conditions');
    expect(conditions[0]).toBe('id,name,description,severity,diagnosed_date,status,symptoms,current_treatments,notes');
    expect(conditions.slice(1).map((line) => line.split(',').slice(1, 6))).toEqual([
      ['Migraine', '', 'moderate', '2019-03-01', 'active'],
      ['Asthma', '', 'mild', '', 'inactive'],
    ]);
    expect(conditions[1]).toMatch(/,aura; nausea,sumatriptan,"worse with, ""little"" sleep"$/);
  });

  it('refuses a file it does not have', async () => {
    expect((await download('csv&table=everything')).status).toBe(400);
  });
});

describe('the FHIR export', () => {
  it('is an R4 Bundle that validates against the FHIR JSON schema, with statements and administrations', async () => {
    const response = await download('fhir');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    const bundle = (typeof response.body === 'string' ? JSON.parse(response.body) : response.body) as {
      resourceType: string;
      entry: { resource: { resourceType: string; status: string } }[];
    };
    expect(bundle.resourceType).toBe('Bundle');
    expect(new FhirValidator().validate(bundle)).toEqual([]);
    const kinds = bundle.entry.map((entry) => entry.resource.resourceType);
    expect(kinds.filter((kind) => kind === 'Patient')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'MedicationStatement')).toHaveLength(4);
    const resources = bundle.entry.map((entry) => entry.resource as unknown as Record<string, unknown>);
    const course = resources.find((resource) => (resource['category'] as { text?: string } | undefined)?.text === 'course');
    expect(course).toMatchObject({ status: 'active', effectivePeriod: { start: '2024-06-01', end: '2024-06-30' } });
    expect((course?.['partOf'] as { reference: string }[])[0]?.reference).toMatch(/^urn:uuid:/);
    const conditions = resources.filter((resource) => resource['resourceType'] === 'Condition');
    expect(conditions.map((c) => [(c['code'] as { text: string }).text, (c['clinicalStatus'] as { coding: { code: string }[] }).coding[0]?.code])).toEqual([
      ['Migraine', 'active'],
      ['Asthma', 'inactive'],
    ]);
    expect(conditions[0]).toMatchObject({ onsetDateTime: '2019-03-01', evidence: [{ code: [{ text: 'aura' }, { text: 'nausea' }] }] });
    const administrations = bundle.entry.filter((entry) => entry.resource.resourceType === 'MedicationAdministration');
    expect(administrations.map((entry) => entry.resource.status)).toEqual(['completed', 'not-done']);
  });

  it('a broken resource does not validate (the validator is not blind)', () => {
    expect(new FhirValidator().validate({ resourceType: 'Bundle', type: 'collection', entry: [{ resource: { resourceType: 'MedicationStatement' } }] })).not.toEqual([]);
  });
});

describe('an export', () => {
  it('needs a session and a known format', async () => {
    expect((await createApiClient(app.url).get('/api/account/export?format=json')).status).toBe(401);
    expect((await user.get('/api/account/export?format=xml')).status).toBe(400);
  });
});
