import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { routesOf } from '@regimen/server-kit/route-table';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient, type ApiResponse } from './testing/api-client.ts';

// The OpenAPI document at /api/openapi.json is generated from the routes' zod schemas: every
// registered route is in it, it validates as OpenAPI, and what the routes answer matches it.

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let db: TestDatabase;
let app: RunningApp;
let alice: ApiClient;
let document: Document;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', RATE_LIMITS: 'off' } });
  alice = createApiClient(app.url);
  expect((await alice.register('openapi-alice@example.com')).status).toBe(201);
  document = (await alice.get<Document>('/api/openapi.json')).body;
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** OpenAPI 3.0's draft-04 style exclusive bounds (a boolean beside minimum) in the form ajv reads. */
const asJsonSchema = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(asJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const { exclusiveMinimum, exclusiveMaximum, minimum, maximum, ...rest } = schema as Record<string, unknown>;
  const converted: Record<string, unknown> = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, asJsonSchema(value)]));
  if (exclusiveMinimum === true) converted.exclusiveMinimum = minimum;
  else if (minimum !== undefined) converted.minimum = minimum;
  if (exclusiveMaximum === true) converted.exclusiveMaximum = maximum;
  else if (maximum !== undefined) converted.maximum = maximum;
  return converted;
};

const openApiPath = (url: string): string => url.replaceAll(/:([A-Za-z]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    expect(document.openapi).toMatch(/^3\./);
    // The parser dereferences in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every registered route that is not hidden (docs UI, static files)', () => {
    const routes = routesOf(app.http).filter((route) => route.schema?.hide !== true);
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((route) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] === undefined).map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });
});

describe('what the routes answer', () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  // ajv-formats is CommonJS: its default export arrives as the module, whose `default` is the plugin.
  addFormats.default(ajv);
  const validators = new Map<string, ValidateFunction>();

  /** The documented schema of this answer; a 2xx answer must have one, a problem may go undocumented. */
  const check = (method: string, url: string, response: ApiResponse): void => {
    const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
    expect(operation, `${method} ${url} is not documented`).toBeDefined();
    const documented = operation?.responses?.[String(response.status)] ?? operation?.responses?.[`${String(response.status)[0]}XX`];
    const schema = documented?.content?.['application/json']?.schema;
    // A download (export, PDF, calendar feed) is a file, not a JSON answer: documented as an operation only.
    if (!schema && response.status < 300 && /attachment/.test(response.headers.get('content-disposition') ?? '')) return;
    if (!schema) {
      expect(response.status, `${method} ${url} answered ${response.status}, which has no documented schema`).toBeGreaterThanOrEqual(400);
      return;
    }
    const key = `${method} ${url} ${response.status}`;
    const validate = validators.get(key) ?? ajv.compile(asJsonSchema(schema) as object);
    validators.set(key, validate);
    expect(validate(response.body) ? [] : validate.errors, `${key}: ${JSON.stringify(response.body).slice(0, 300)}`).toEqual([]);
  };

  it('commands answer as documented', async () => {
    const calls: [string, string, string, unknown][] = [
      ['POST', '/api/supplements', '/api/supplements', { name: 'Vitamin D', dosage: '1000 IU' }],
      ['POST', '/api/supplements', '/api/supplements', { name: 'Magnesium', dosage: '200 mg' }],
      ['POST', '/api/prescriptions', '/api/prescriptions', { medicationName: 'Lisinopril', dosage: '10 mg', frequency: 'once-daily' }],
      ['POST', '/api/feedback', '/api/feedback', { type: 'general', message: 'Nice' }],
    ];
    for (const [method, url, path, body] of calls) {
      const response = await alice.request<{ id?: string }>(method, path, body);
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
      check(method, url, response);
      if (url === '/api/supplements') ids[ids.supplement ? 'supplement2' : 'supplement'] = response.body.id ?? '';
      if (url === '/api/prescriptions') ids.prescription = response.body.id ?? '';
    }
    const take = await alice.post<{ id: string }>('/api/supplement-takes', { supplementId: ids.supplement, plannedAt: '2024-06-01T08:00:00Z' });
    check('POST', '/api/supplement-takes', take);
    const later: [string, string, string, unknown][] = [
      ['PATCH', '/api/supplement-takes/:id', `/api/supplement-takes/${take.body.id}`, { takenAt: '2024-06-01T08:05:00Z' }],
      ['PUT', '/api/supplements/:id', `/api/supplements/${ids.supplement}`, { notes: 'with food' }],
      ['PUT', '/api/prescriptions/:id', `/api/prescriptions/${ids.prescription}`, { notes: 'morning' }],
      ['POST', '/api/ai/analyze-interactions', '/api/ai/analyze-interactions', { supplementIds: [ids.supplement, ids.supplement2] }],
      ['POST', '/api/ai/analyze-benefits', '/api/ai/analyze-benefits', { supplementId: ids.supplement }],
      ['POST', '/api/research', '/api/research', { supplementName: 'Magnesium' }],
    ];
    for (const [method, url, path, body] of later) {
      const response = await alice.request(method, path, body);
      expect(response.status, `${method} ${url}: ${JSON.stringify(response.body).slice(0, 300)}`).toBeLessThan(300);
      check(method, url, response);
    }
  });

  it('every query without path parameters answers as documented', async () => {
    const queries = Object.entries(document.paths)
      .filter(([path, operations]) => operations.get !== undefined && !path.includes('{'))
      .map(([path]) => path)
      // Sign-in redirects and sign-out end the session: not queries.
      .filter((path) => !['/api/login', '/api/logout', '/api/callback'].includes(path));
    expect(queries.length).toBeGreaterThan(10);
    const answered: string[] = [];
    for (const path of queries) {
      const response = await alice.get(path);
      check('GET', path, response);
      if (response.status < 300) answered.push(path);
    }
    expect(answered).toEqual(expect.arrayContaining(['/api/supplements', '/api/dashboard/stats', '/api/auth/user', '/api/admin/projections']));
  });
});
