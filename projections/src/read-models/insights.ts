import { countsTowardQuota } from '@regimen/domain';
import { sql } from 'slonik';
import { defineProjection, indexName, statement } from '../projection.ts';
import { occurredAt } from './row-guards.ts';

/**
 * Every analysis a user asked for (stream `insights-<userId>-<day>`), one row per AnalysisRecorded:
 * daily AI usage for the tier limits, cost and cache hit rate for monitoring, and the answers the
 * caches serve. Rows are keyed by the analysis id, so a replay inserts nothing twice.
 */
export const insightsProjection = defineProjection({
  name: 'insights',
  // 3: counts_toward_quota counts model answers only (knowledge-base answers are free); the rebuild recounts.
  version: 3,
  tables: ['ai_analyses'],
  setup: (t) => [
    statement`
      create table if not exists ${t.ai_analyses} (
        id uuid primary key,
        user_id uuid not null,
        operation text not null,
        subject_key text not null,
        cache_hit boolean not null,
        counts_toward_quota boolean not null,
        served_from uuid,
        provider text not null,
        model text,
        input_tokens integer,
        output_tokens integer,
        estimated_cost_usd numeric,
        result jsonb,
        refresh_tier text,
        next_refresh_at timestamptz,
        recorded_at timestamptz not null
      )`,
    statement`create index if not exists ${indexName(t.ai_analyses, 'user_recorded_idx')} on ${t.ai_analyses} (user_id, recorded_at desc)`,
    statement`create index if not exists ${indexName(t.ai_analyses, 'subject_idx')} on ${t.ai_analyses} (subject_key, recorded_at desc) where not cache_hit`,
    statement`create index if not exists ${indexName(t.ai_analyses, 'recorded_idx')} on ${t.ai_analyses} (recorded_at)`,
    statement`create index if not exists ${indexName(t.ai_analyses, 'research_idx')} on ${t.ai_analyses} (subject_key, recorded_at desc) where operation = 'research' and not cache_hit`,
  ],
  handlers: {
    AnalysisRecorded: (event, t) => {
      const d = event.data;
      return [
        statement`
          insert into ${t.ai_analyses} (id, user_id, operation, subject_key, cache_hit, counts_toward_quota, served_from, provider, model,
            input_tokens, output_tokens, estimated_cost_usd, result, refresh_tier, next_refresh_at, recorded_at)
          values (${d.analysisId}, ${event.metadata.userId}, ${d.operation}, ${d.subjectKey}, ${d.cacheHit}, ${countsTowardQuota(d)}, ${d.servedFrom},
            ${d.provider}, ${d.model}, ${d.inputTokens}, ${d.outputTokens}, ${d.estimatedCostUsd},
            ${d.result === null ? null : sql.jsonb(d.result)},
            ${d.refreshTier}, ${d.nextRefreshAt}, ${occurredAt(event)})
          on conflict (id) do nothing`,
      ];
    },
  },
  erase: (userId, t) => [statement`delete from ${t.ai_analyses} where user_id = ${userId}`],
});
