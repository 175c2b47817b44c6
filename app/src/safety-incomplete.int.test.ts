import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;

type Accepted = { id: string; position: string };
type NotChecked = { supplements: string[]; prescriptions: string[]; suggestions?: { name: string; suggestions: string[] }[] };
type Analysis = { overallSafety: string; summary: string; notChecked: NotChecked; negativeInteractions: { title: string; riskLevel: string; sources: string[] }[] };

const add = async (client: ApiClient, name: string, dosage = '1 capsule') => (await client.post<Accepted>('/api/supplements', { name, dosage })).body;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('answers when something was not recognised', () => {
  it('are "incomplete", never "safe", name what was not checked with suggestions, in the analysis and on the dashboard', async () => {
    const user = createApiClient(app.url);
    await user.register('incomplete@example.com');
    const vitaminC = await add(user, 'Vitamin C', '500 mg');
    const typo = await add(user, 'Ashwaganda', '300 mg');
    const rx = await user.post<Accepted>('/api/prescriptions', { medicationName: 'Zorblatin', dosage: '10 mg', frequency: 'once-daily' });
    await user.get('/api/prescriptions', { 'x-min-position': rx.body.position });

    const analysis = await user.post<Analysis>('/api/ai/analyze-interactions', { supplementIds: [vitaminC.id, typo.id] });
    expect(analysis.status).toBe(200);
    expect(analysis.body.overallSafety).toBe('incomplete');
    expect(analysis.body.notChecked.supplements).toEqual(['Ashwaganda']);
    expect(analysis.body.notChecked.prescriptions).toEqual(['Zorblatin']);
    expect(analysis.body.notChecked.suggestions).toEqual([{ name: 'Ashwaganda', suggestions: expect.arrayContaining(['Ashwagandha']) }]);
    expect(analysis.body.summary).toMatch(/incomplete, not safe/);

    const stats = await user.get<{ interactions: number; notChecked?: string[] }>('/api/dashboard/stats', { 'x-min-position': rx.body.position });
    expect(stats.status).toBe(200);
    expect(stats.body.notChecked?.sort()).toEqual(['Ashwaganda', 'Zorblatin']);
  });

  it('a hazardous product alone gives its finding with the regulator as source', async () => {
    const user = createApiClient(app.url);
    await user.register('hazard@example.com');
    const kava = await add(user, 'Kava root extract', '250 mg');
    const vitaminD = await add(user, 'Vitamin D3', '1000 IU');
    const analysis = await user.post<Analysis>('/api/ai/analyze-interactions', { supplementIds: [kava.id, vitaminD.id] });
    expect(analysis.status).toBe(200);
    expect(analysis.body.overallSafety).toBe('unsafe');
    const liver = analysis.body.negativeInteractions.find((finding) => /liver/i.test(finding.title));
    expect(liver?.riskLevel).toBe('major');
    expect(liver?.sources.join(' ')).toMatch(/FDA/);
  });
});
