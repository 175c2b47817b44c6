import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPrescriptionRequestSchema,
  createSupplementRequestSchema,
  recordTakeRequestSchema,
  registerRequestSchema,
  submitFeedbackRequestSchema,
  updatePrescriptionRequestSchema,
  updateSupplementRequestSchema,
  updateTakeRequestSchema,
} from '@regimen/domain';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import type { z } from 'zod';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';
import { dateEdges, fieldRuns, instantEdges, intEdges, orNull, rawJson, textEdges, type Edges } from './testing/hostile-values.ts';

/**
 * Contracts ↔ storage, through the real app over HTTP: every command contract is fed values at and
 * beyond its bounds, and each answer is either a 400 naming a field that was sent, or the command
 * was stored AND projected — read back through the read API (X-Min-Position, not stale) equal to
 * what the contract made of it. A value a contract lets through that a read-model column cannot
 * hold freezes that read model: the read-back goes stale and the property fails.
 */

let db: TestDatabase;
let app: RunningApp;
let alice: ApiClient;
let feedbackDb: pg.Client;
let baseSupplementId: string;
let baseTakeId: string;
let basePrescriptionId: string;
let nextEmail = 0;

type Accepted = { id: string; position: string };
type Problem = { issues?: { path: string }[] };
type Row = Record<string, unknown>;

/** Random runs after the examples (every edge value of every field on its own): bounded, so the file takes about a minute on a loaded machine. */
const RUNS = 10;

/** The property `check` over a command's fields: every edge value alone, then random pairs. */
const forFields = async (fields: Record<string, Edges>, check: (sent: Record<string, unknown>) => Promise<void>) => {
  const runs = fieldRuns(fields);
  await fc.assert(fc.asyncProperty(runs.arbitrary, check), { numRuns: runs.examples.length + RUNS, examples: runs.examples, endOnFailure: true });
};

const send = (client: ApiClient, method: string, path: string, body: unknown) =>
  client.raw<Accepted & Problem>(method, path, rawJson(body), { 'content-type': 'application/json' });

/** Instants compare by the moment they name (the read side answers in UTC, with milliseconds). */
const normalise = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? new Date(value).getTime() : Array.isArray(value) ? value.map(normalise) : value;

const expectStored = (row: Row | undefined, expected: Row, fields: readonly string[]) => {
  expect(row, 'the accepted command is in the read model').toBeDefined();
  for (const field of fields) expect(normalise(row?.[field]), field).toEqual(normalise(expected[field]));
};

/** A refusal is a 400 problem naming one of the fields sent. */
const expectRefusal = (response: { status: number; headers: Headers; body: Problem }, sent: readonly string[]) => {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const named = (response.body.issues ?? []).map((issue) => issue.path.replace(/^body\./, '').split('.')[0]);
  expect(named.some((field) => field !== undefined && sent.includes(field)), JSON.stringify(response.body)).toBe(true);
};

/** Either refused with a 400 naming a field, or accepted and then read back as the contract normalised it. */
const refusedOrStored = async (
  response: { status: number; headers: Headers; body: Accepted & Problem },
  sent: Row,
  contract: z.ZodType,
  readBack: (accepted: Accepted) => Promise<Row | undefined>,
) => {
  const fields = Object.keys(sent);
  if (response.status === 400) return expectRefusal(response, fields);
  expect([200, 201], JSON.stringify(response.body)).toContain(response.status);
  const expected = contract.parse(JSON.parse(rawJson(sent))) as Row;
  const row = await readBack(response.body);
  // Fields the read model does not show (password, the take's supplement) are not compared, nor
  // those the read side derives (a supplement's next due time): their columns are still held to
  // the contract, since a value they cannot take would leave the read-back stale.
  expectStored(row, expected, fields.filter((field) => field in expected && row !== undefined && field in row && !derivedOnRead.has(field)));
};

const readAfter = async <T>(client: ApiClient, path: string, position: string) => {
  const response = await client.get<T>(path, { 'x-min-position': position });
  expect(response.headers.get('x-read-stale'), `${path} caught up with position ${position}`).toBeNull();
  expect(response.status).toBe(200);
  return response.body;
};

const derivedOnRead = new Set(['nextDueTime']);

const clockTimes = ['00:00', '07:15', '19:45', '23:59', '24:00', '7:15', '07:60', ''];

const supplementFields = {
  name: textEdges(200),
  brand: textEdges(200),
  dosage: textEdges(100),
  frequency: textEdges(50),
  timing: textEdges(50),
  currentStock: intEdges(0, 1_000_000),
  lowStockThreshold: intEdges(1, 1_000_000),
  nextDueTime: textEdges(50),
  notes: textEdges(5000),
  ingredients: { values: [[], ['x'.repeat(200)], ['x'.repeat(201)], ['a\u0000'], ['\ud800'], Array.from({ length: 51 }, () => 'x'), null], arbitrary: fc.array(textEdges(200).arbitrary, { maxLength: 3 }) },
  doseTimes: {
    values: [
      null, [], ['07:15'], ['19:45', '07:15'], ['07:15', '07:15'], ['24:00'], ['7:15'], ['07:15\u0000'], ['\ud800'], [7],
      ['01:00', '02:00', '03:00', '04:00', '05:00', '06:00'], ['01:00', '02:00', '03:00', '04:00', '05:00', '06:00', '07:00'],
      Array.from({ length: 10_000 }, () => '07:15'),
    ],
    arbitrary: fc.oneof(fc.constant(null), fc.array(fc.constantFrom(...clockTimes), { maxLength: 7 })),
  },
};

const readSupplement = (id: string) => async (accepted: Accepted) =>
  (await readAfter<Row[]>(alice, '/api/supplements', accepted.position)).find((row) => row.id === id);

const readTake = (plannedAt: string, id: string) => async (accepted: Accepted) => {
  const at = new Date(plannedAt).getTime();
  const range = `from=${new Date(at - 1000).toISOString()}&to=${new Date(at + 1000).toISOString()}`;
  return (await readAfter<Row[]>(alice, `/api/supplement-takes?${range}`, accepted.position)).find((row) => row.id === id);
};

const readPrescription = (id: string) => async (accepted: Accepted) =>
  (await readAfter<Row[]>(alice, '/api/prescriptions', accepted.position)).find((row) => row.id === id);

/** Feedback has no read route for its sender: the projection's table is polled instead. */
const readFeedback = async (accepted: Accepted): Promise<Row | undefined> => {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const { rows } = await feedbackDb.query('select rating, message, page, user_agent as "userAgent" from feedback where id = $1', [accepted.id]);
    if (rows[0]) return rows[0] as Row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
};

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', RATE_LIMITS: 'off' } });
  feedbackDb = new pg.Client({ connectionString: db.url });
  await feedbackDb.connect();
  alice = createApiClient(app.url);
  expect((await alice.register('alice@example.com')).status).toBe(201);
  baseSupplementId = (await alice.post<Accepted>('/api/supplements', { name: 'Base', dosage: '1 capsule' })).body.id;
  baseTakeId = (await alice.post<Accepted>('/api/supplement-takes', { supplementId: baseSupplementId, plannedAt: '2024-06-01T08:00:00Z' })).body.id;
  basePrescriptionId = (await alice.post<Accepted>('/api/prescriptions', { medicationName: 'Metformin', dosage: '500 mg', frequency: 'once-daily' })).body.id;
});

afterAll(async () => {
  await feedbackDb?.end();
  await app?.close();
  await db?.drop();
});

describe('every command contract against what storage holds', () => {
  it('AddSupplement: refused with a 400 or stored and projected', async () => {
    await forFields(supplementFields, async (fields) => {
      const sent = { name: 'Base', dosage: '1 capsule', ...fields };
      const response = await send(alice, 'POST', '/api/supplements', sent);
      await refusedOrStored(response, sent, createSupplementRequestSchema, (accepted) => readSupplement(accepted.id)(accepted));
      // Stay under the free tier's limit.
      if (response.status === 201) expect((await alice.request('DELETE', `/api/supplements/${response.body.id}`)).status).toBe(200);
    });
  }, 120_000);

  it('UpdateSupplement: refused with a 400 or stored and projected', async () => {
    await forFields(supplementFields, async (sent) => {
      const response = await send(alice, 'PUT', `/api/supplements/${baseSupplementId}`, sent);
      await refusedOrStored(response, sent, updateSupplementRequestSchema, readSupplement(baseSupplementId));
    });
  }, 120_000);

  it('RecordTake: refused with a 400 or stored and projected', async () => {
    const fields = { plannedAt: instantEdges, takenAt: orNull(instantEdges), dosage: textEdges(100), notes: textEdges(5000) };
    await forFields(fields, async (fields) => {
      const sent = { supplementId: baseSupplementId, plannedAt: '2024-07-01T08:00:00Z', ...fields };
      const response = await send(alice, 'POST', '/api/supplement-takes', sent);
      await refusedOrStored(response, sent, recordTakeRequestSchema, (accepted) =>
        readTake(String(recordTakeRequestSchema.parse(JSON.parse(rawJson(sent))).plannedAt), accepted.id)(accepted),
      );
    });
  }, 120_000);

  it('MarkTake / UnmarkTake: refused with a 400 or stored and projected', async () => {
    await forFields({ takenAt: orNull(instantEdges) }, async (sent) => {
      const response = await send(alice, 'PATCH', `/api/supplement-takes/${baseTakeId}`, sent);
      await refusedOrStored(response, sent, updateTakeRequestSchema, readTake('2024-06-01T08:00:00Z', baseTakeId));
    });
  }, 120_000);

  it('AddPrescription: refused with a 400 or stored and projected', async () => {
    const fields = {
      medicationName: textEdges(200),
      brand: textEdges(200),
      dosage: textEdges(100),
      prescribedBy: textEdges(200),
      purpose: textEdges(500),
      notes: textEdges(5000),
      startDate: dateEdges,
      endDate: dateEdges,
    };
    await forFields(fields, async (fields) => {
      const sent = { medicationName: 'Metformin', dosage: '500 mg', frequency: 'once-daily', ...fields };
      const response = await send(alice, 'POST', '/api/prescriptions', sent);
      await refusedOrStored(response, sent, createPrescriptionRequestSchema, (accepted) => readPrescription(accepted.id)(accepted));
    });
  }, 120_000);

  it('UpdatePrescription: refused with a 400 or stored and projected', async () => {
    const fields = {
      medicationName: textEdges(200),
      brand: textEdges(200),
      dosage: textEdges(100),
      prescribedBy: textEdges(200),
      purpose: textEdges(500),
      notes: textEdges(5000),
    };
    await forFields(fields, async (sent) => {
      const response = await send(alice, 'PUT', `/api/prescriptions/${basePrescriptionId}`, sent);
      await refusedOrStored(response, sent, updatePrescriptionRequestSchema, readPrescription(basePrescriptionId));
    });
  }, 120_000);

  it('SubmitFeedback: refused with a 400 or stored and projected', async () => {
    const fields = { rating: intEdges(1, 5), message: textEdges(5000), page: textEdges(500), userAgent: textEdges(1000) };
    await forFields(fields, async (fields) => {
      const sent = { type: 'general', message: 'Hello', ...fields };
      const response = await send(alice, 'POST', '/api/feedback', sent);
      await refusedOrStored(response, sent, submitFeedbackRequestSchema, readFeedback);
    });
  }, 120_000);

  it('RegisterAccount: refused with a 400 or stored and projected', async () => {
    await forFields({ firstName: textEdges(100), lastName: textEdges(100) }, async (fields) => {
      const visitor = createApiClient(app.url);
      const sent = { email: `user${(nextEmail += 1)}@example.com`, password: 'correct horse battery', ...fields };
      const response = await send(visitor, 'POST', '/api/auth/register', sent);
      await refusedOrStored(response, sent, registerRequestSchema, (accepted) => readAfter<Row>(visitor, '/api/auth/user', accepted.position));
    });
  }, 120_000);
});
