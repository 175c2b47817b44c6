import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { eventFactory, openTestDb, project, resetTables, snapshot, type TestDb } from '../testing/harness.ts';
import { insightsProjection } from './insights.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await resetTables(db.pool, insightsProjection);
});

const Row = z.object({ id: z.string(), user_id: z.string(), operation: z.string(), cache_hit: z.boolean(), result: z.unknown(), estimated_cost_usd: z.string().nullable() });

describe('AnalysisRecorded', () => {
  it('adds one row with the answer, and a replay adds nothing', async () => {
    const event = eventFactory();
    const userId = randomUUID();
    const analysisId = randomUUID();
    const recorded = event(
      `insights-${userId}-2026-01-05`,
      'AnalysisRecorded',
      {
        analysisId,
        operation: 'interactions',
        subjectKey: 'interactions:a,b',
        inputs: { supplementIds: ['a', 'b'] },
        cacheHit: false,
        provider: 'openai',
        model: 'gpt-4o-mini',
        inputTokens: 1200,
        outputTokens: 300,
        estimatedCostUsd: 0.00036,
        result: { summary: 'No significant interactions', negativeInteractions: [] },
        servedFrom: null,
        refreshTier: null,
        nextRefreshAt: null,
      },
      { userId, occurredAt: '2026-01-05T08:00:00.000Z' },
    );
    await project(db.pool, insightsProjection, recorded);
    const once = await snapshot(db.pool, 'ai_analyses');
    await project(db.pool, insightsProjection, recorded);
    expect(await snapshot(db.pool, 'ai_analyses')).toEqual(once);

    const rows = await db.pool.any(sql.type(Row)`select id, user_id, operation, cache_hit, result, estimated_cost_usd from ai_analyses`);
    expect(rows).toEqual([
      { id: analysisId, user_id: userId, operation: 'interactions', cache_hit: false, result: { summary: 'No significant interactions', negativeInteractions: [] }, estimated_cost_usd: '0.00036' },
    ]);
  });
});
