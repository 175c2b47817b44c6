import { createHash } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';

/**
 * Where a cached answer may come from and for how long it serves. `user`: the user's own earlier
 * analyses of the same subject; `shared`: anyone's (research and the supplement of the day are
 * the same for everyone). `maxAgeSeconds` bounds the answer's age; `untilRefresh` serves it until
 * its refresh date (research: 30, 90 or 365 days by refresh tier).
 */
export type CachePolicy =
  | { readonly scope: 'user' | 'shared'; readonly maxAgeSeconds: number }
  | { readonly scope: 'shared'; readonly untilRefresh: true };

export const cachePolicies = {
  benefits: { scope: 'user', maxAgeSeconds: 24 * 3600 },
  suggestions: { scope: 'user', maxAgeSeconds: 10 * 60 },
  supplementOfTheDay: { scope: 'shared', maxAgeSeconds: 24 * 3600 },
  research: { scope: 'shared', untilRefresh: true },
} as const satisfies Record<string, CachePolicy>;

export interface CachedAnswer {
  readonly analysisId: string;
  readonly result: unknown;
  readonly recordedAt: string;
  readonly provider: string;
  readonly model: string | null;
  readonly refreshTier: string | null;
  readonly nextRefreshAt: string | null;
}

const cachedRow = z.object({
  analysisId: z.string(),
  result: z.unknown(),
  recordedAt: z.string(),
  provider: z.string(),
  model: z.string().nullable(),
  refreshTier: z.string().nullable(),
  nextRefreshAt: z.string().nullable(),
});

/**
 * The newest fresh answer to `subjectKey` the policy still serves, from the `ai_analyses` read
 * model. The cache is a read model like any other: an answer recorded a moment ago may not be in
 * it yet, which costs one more analysis, never a wrong answer (subject keys carry a fingerprint of
 * everything the answer depends on).
 */
export const findCachedAnswer = async (pool: DatabasePool, subjectKey: string, policy: CachePolicy, userId: string): Promise<CachedAnswer | null> => {
  const owner = policy.scope === 'user' ? sql.fragment`and user_id = ${userId}` : sql.fragment``;
  const fresh =
    'untilRefresh' in policy
      ? sql.fragment`and next_refresh_at > now()`
      : sql.fragment`and recorded_at > now() - make_interval(secs => ${policy.maxAgeSeconds})`;
  return pool.maybeOne(sql.type(cachedRow)`
    select id as "analysisId", result, recorded_at as "recordedAt", provider, model,
      refresh_tier as "refreshTier", next_refresh_at as "nextRefreshAt"
    from ai_analyses
    where subject_key = ${subjectKey} and not cache_hit and result is not null ${owner} ${fresh}
    order by recorded_at desc
    limit 1`);
};

/** When a cached answer stops being served. */
export const expiryOf = (policy: CachePolicy | null, recordedAt: Date, nextRefreshAt: string | null): string | null => {
  if (policy === null) return null;
  if ('untilRefresh' in policy) return nextRefreshAt;
  return new Date(recordedAt.getTime() + policy.maxAgeSeconds * 1000).toISOString();
};

/** A short stable digest of what an answer depends on, so a changed input never hits an old answer. */
export const fingerprint = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
