import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADHERENCE_WINDOW_DAYS, adherenceBuckets, MIN_GROUP_SIZE, severities, tiers } from '@regimen/domain';
import { adminAnalyticsQuerySchema, adminAnalyticsSchema, ANALYTICS_DAYS } from '@regimen/domain/contracts/admin-analytics';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

const TABLES = ['analytics_daily', 'analytics_user_days', 'analytics_users', 'analytics_supplements', 'safety_findings'];
const TOP_SUPPLEMENTS = 10;

/**
 * A user count as the answer may show it: null for 1 to MIN_GROUP_SIZE - 1 users. Applied in
 * every query, so a small group's figure never leaves the database.
 */
const shown = (count: ReturnType<typeof sql.fragment>) =>
  sql.fragment`case when ${count} between 1 and ${MIN_GROUP_SIZE - 1} then null else ${count} end`;

const Daily = z.object({ day: z.string(), active_users: z.number().nullable(), doses_logged: z.number().nullable() });
const Totals = z.object({ users: z.number().nullable(), active_users: z.number().nullable() });
const Bucket = z.object({ bucket: z.number(), users: z.number().nullable() });
const Supplement = z.object({ name: z.string(), users: z.number() });
const Rare = z.object({ rare: z.number() });
const Severity = z.object({ severity: z.string(), users: z.number().nullable(), findings: z.number().nullable() });
const Tier = z.object({ tier: z.string(), users: z.number().nullable() });

/** A group's shown count; a group with no row has no users (null stays null: suppressed, not zero). */
const usersOf = (row: { readonly users: number | null } | undefined): number | null => (row === undefined ? 0 : row.users);

const dailySeries = (db: CommonQueryMethods, from: string, to: string) =>
  db.any(sql.type(Daily)`
    select d::date::text as day,
      ${shown(sql.fragment`coalesce(a.active_users, 0)`)} as active_users,
      case when coalesce(a.active_users, 0) between 1 and ${MIN_GROUP_SIZE - 1} then null else greatest(coalesce(a.doses_logged, 0), 0) end as doses_logged
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    left join analytics_daily a on a.day = d::date
    order by d`);

/** Per user active in the window: days with a dose / days in the window since their first recorded day. */
const adherenceDistribution = (db: CommonQueryMethods, from: string, to: string) =>
  db.any(sql.type(Bucket)`
    with per_user as (
      select user_id,
        count(*) filter (where day between ${from}::date and ${to}::date and doses > 0) as dosed,
        ${to}::date - greatest(min(day), ${from}::date) + 1 as days
      from analytics_user_days where day <= ${to}::date
      group by user_id
      having max(day) >= ${from}::date
    ),
    bucketed as (select least(floor(100.0 * dosed / days / 20), 4)::int as bucket from per_user)
    select b.bucket, ${shown(sql.fragment`count(p.bucket)::int`)} as users
    from generate_series(0, 4) as b(bucket) left join bucketed p on p.bucket = b.bucket
    group by b.bucket order by b.bucket`);

export const adminAnalyticsRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader }) => {
  const read = reader(TABLES);
  app.get(
    '/api/admin/analytics',
    { schema: { querystring: adminAnalyticsQuerySchema, response: { 200: adminAnalyticsSchema } } },
    async (request, reply) => {
      await read(request, reply);
      const asOf = request.query.asOf ?? new Date().toISOString().slice(0, 10);
      const dayOffset = (days: number) => new Date(Date.parse(`${asOf}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
      const seriesFrom = dayOffset(ANALYTICS_DAYS - 1);
      const windowFrom = dayOffset(ADHERENCE_WINDOW_DAYS - 1);
      const [daily, totals, adherence, supplements, rare, safety, tierMix] = await Promise.all([
        dailySeries(pool, seriesFrom, asOf),
        pool.one(sql.type(Totals)`
          select ${shown(sql.fragment`(select count(*)::int from analytics_users)`)} as users,
            ${shown(sql.fragment`(select count(distinct user_id)::int from analytics_user_days where day between ${windowFrom}::date and ${asOf}::date)`)} as active_users`),
        adherenceDistribution(pool, windowFrom, asOf),
        pool.any(sql.type(Supplement)`
          select name_key as name, count(distinct user_id)::int as users from analytics_supplements where active
          group by name_key having count(distinct user_id) >= ${MIN_GROUP_SIZE}
          order by users desc, name limit ${TOP_SUPPLEMENTS}`),
        pool.one(sql.type(Rare)`
          select count(*)::int as rare from (
            select name_key from analytics_supplements where active group by name_key having count(distinct user_id) < ${MIN_GROUP_SIZE}
          ) small`),
        // The safety projection's current findings (informational ones are not findings to act on).
        pool.any(sql.type(Severity)`
          with f as (
            select s.user_id, x ->> 'severity' as severity from safety_findings s, jsonb_array_elements(s.findings) x
            where not coalesce((x ->> 'informational')::boolean, false)
          ), g as (select severity, count(distinct user_id)::int as users, count(*)::int as findings from f group by severity)
          select severity, ${shown(sql.fragment`users`)} as users,
            case when users between 1 and ${MIN_GROUP_SIZE - 1} then null else findings end as findings
          from g`),
        pool.any(sql.type(Tier)`select tier, ${shown(sql.fragment`count(*)::int`)} as users from analytics_users group by tier`),
      ]);
      return {
        asOf,
        minGroupSize: MIN_GROUP_SIZE,
        windowDays: ADHERENCE_WINDOW_DAYS,
        totals: { users: totals.users, activeUsers: totals.active_users },
        daily: daily.map((row) => ({ day: row.day, activeUsers: row.active_users, dosesLogged: row.doses_logged })),
        adherence: adherenceBuckets.map(({ bucket }, index) => ({ bucket, users: usersOf(adherence.find((row) => row.bucket === index)) })),
        topSupplements: [...supplements],
        rareSupplementNames: rare.rare,
        safetyFindings: severities.map((severity) => {
          const row = safety.find((candidate) => candidate.severity === severity);
          return { severity, users: row ? row.users : 0, findings: row ? row.findings : 0 };
        }),
        tiers: tiers.map((tier) => ({ tier, users: usersOf(tierMix.find((row) => row.tier === tier)) })),
      };
    },
  );
};
