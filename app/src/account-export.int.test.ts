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
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  other = createApiClient(app.url);
  await other.register('other@example.com');
  expect((await other.post('/api/supplements', { name: 'Someone Else Zinc', dosage: '1' })).status).toBe(201);
  user = createApiClient(app.url);
  await user.post('/api/auth/register', { email: 'exporter@example.com', password: 'correct horse battery', firstName: 'Ada', lastName: 'Export' });
  const magnesium = await user.post<{ id: string }>('/api/supplements', { name: 'Magnesium', dosage: '200 mg', notes: 'before bed, "quoted", with comma' });
  await user.post('/api/supplements', { name: '=HYPERLINK("x")', dosage: '1 drop' });
  await user.post('/api/prescriptions', { medicationName: 'Lisinopril', dosage: '10 mg', frequency: 'once-daily', startDate: '2024-01-01', purpose: 'blood pressure' });
  await user.post('/api/supplement-takes', { supplementId: magnesium.body.id, plannedAt: '2024-06-01T08:00:00Z', takenAt: '2024-06-01T08:05:00Z' });
  const missed = await user.post('/api/supplement-takes', { supplementId: magnesium.body.id, plannedAt: '2024-06-02T08:00:00Z', takenAt: null });
  expect(missed.status).toBe(201);
  position = missed.headers.get('x-event-position') ?? '0';
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const download = (format: string) => user.get<string>(`/api/account/export?format=${format}`, { 'x-min-position': position, accept: '*/*' });

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
    expect(body.state.doses).toHaveLength(2);
    expect(JSON.stringify(body)).not.toContain('Someone Else');
  });
});

describe('the CSV export', () => {
  it('has one row per supplement, prescription and dose, doses taken or missed, quoted safely', async () => {
    const response = await download('csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('record,id,name,brand,dosage,frequency,timing,status,planned_at,taken_at,start_date,end_date,stock,notes');
    expect(lines.filter((line) => line.startsWith('supplement,'))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('prescription,'))).toHaveLength(1);
    const doses = lines.filter((line) => line.startsWith('dose,'));
    expect(doses.map((line) => line.split(',')[7])).toEqual(['taken', 'missed']);
    expect(response.body).toContain('"before bed, ""quoted"", with comma"');
    // A formula is neutralised for spreadsheets.
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(response.body).not.toContain('Someone Else');
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
    expect(kinds.filter((kind) => kind === 'MedicationStatement')).toHaveLength(3);
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
