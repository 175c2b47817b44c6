import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let owner: ApiClient;
let other: ApiClient;

type Accepted = { id: string; position: string };
type Condition = { id: string; name: string; severity: string; symptoms: string[]; currentTreatments: string[]; description: string | null };
type Analysis = { negativeInteractions: { supplements: string[]; type: string; sources: string[] }[] };

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  owner = createApiClient(app.url);
  other = createApiClient(app.url);
  await owner.register('conditions@example.com');
  await other.register('someone-else@example.com');
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('health conditions through the app', () => {
  it('list only the caller’s own conditions, as edited', async () => {
    const added = await owner.post<Accepted>('/api/health-conditions', { name: 'Depression', severity: 'moderate', symptoms: ['low mood', 'low mood', ''], description: '' });
    expect(added.status).toBe(201);
    const edited = await owner.request<Accepted>('PATCH', `/api/health-conditions/${added.body.id}`, { currentTreatments: ['sertraline'] });
    expect(edited.status).toBe(200);
    const mine = await owner.get<Condition[]>('/api/health-conditions', { 'x-min-position': edited.body.position });
    expect(mine.body).toEqual([
      expect.objectContaining({ id: added.body.id, name: 'Depression', severity: 'moderate', symptoms: ['low mood'], currentTreatments: ['sertraline'], description: null }),
    ]);
    const theirs = await other.get<Condition[]>('/api/health-conditions', { 'x-min-position': edited.body.position });
    expect(theirs.body).toEqual([]);
    expect((await other.request('DELETE', `/api/health-conditions/${added.body.id}`)).status).toBe(404);
  });

  it('feed the safety checker: iron with hemochromatosis is a finding in the analysis and the dashboard count', async () => {
    const client = createApiClient(app.url);
    await client.register('iron@example.com');
    const iron = (await client.post<Accepted>('/api/supplements', { name: 'Iron', dosage: '65 mg' })).body;
    const fish = (await client.post<Accepted>('/api/supplements', { name: 'Fish Oil', dosage: '1 capsule' })).body;
    const before = await client.get<{ interactions: number }>('/api/dashboard/stats', { 'x-min-position': fish.position });
    const withoutCondition = await client.post<Analysis>('/api/ai/analyze-interactions', { supplementIds: [iron.id, fish.id] });
    expect(withoutCondition.body.negativeInteractions.filter((finding) => finding.type === 'supplement_condition')).toEqual([]);

    const condition = await client.post<Accepted>('/api/health-conditions', { name: 'Hemochromatosis', severity: 'mild' });
    await client.get('/api/health-conditions', { 'x-min-position': condition.body.position });
    const analysis = await client.post<Analysis>('/api/ai/analyze-interactions', { supplementIds: [iron.id, fish.id] });
    expect(analysis.status).toBe(200);
    const finding = analysis.body.negativeInteractions.find((item) => item.type === 'supplement_condition');
    expect(finding?.supplements.join(' ')).toMatch(/Iron/);
    const after = await client.get<{ interactions: number }>('/api/dashboard/stats', { 'x-min-position': condition.body.position });
    expect(after.body.interactions).toBe(before.body.interactions + 1);

    const removed = await client.request<Accepted>('DELETE', `/api/health-conditions/${condition.body.id}`);
    const afterRemoval = await client.get<{ interactions: number }>('/api/dashboard/stats', { 'x-min-position': removed.body.position });
    expect(afterRemoval.body.interactions).toBe(before.body.interactions);
  });

  it("recommend from the knowledge base, leaving St. John's wort out for someone taking sertraline", async () => {
    const client = createApiClient(app.url);
    await client.register('recommend@example.com');
    const rx = await client.post<Accepted>('/api/prescriptions', { medicationName: 'Sertraline', dosage: '50 mg', frequency: 'once-daily' });
    const condition = await client.post<Accepted>('/api/health-conditions', { name: 'Depression', severity: 'moderate' });
    await client.get('/api/prescriptions', { 'x-min-position': BigInt(condition.body.position) > BigInt(rx.body.position) ? condition.body.position : rx.body.position });
    type Answer = { recommendedSupplements: { name: string }[]; notRecommendedForYou: { name: string; reason: string; sources: string[] }[] };
    const answer = await client.post<Answer>(`/api/health-conditions/${condition.body.id}/recommendations`);
    expect(answer.status).toBe(200);
    expect(answer.body.recommendedSupplements.map((item) => item.name)).not.toContain("St. John's Wort");
    expect(answer.body.notRecommendedForYou).toEqual([expect.objectContaining({ name: "St. John's Wort", reason: expect.stringMatching(/you take Sertraline/) })]);
    expect((await other.post(`/api/health-conditions/${condition.body.id}/recommendations`)).status).toBe(404);
  });
});
