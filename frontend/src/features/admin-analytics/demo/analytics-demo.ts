import {
  ADHERENCE_WINDOW_DAYS,
  adherenceBucketOf,
  adherenceBuckets,
  MIN_GROUP_SIZE,
  severities,
  shownCount,
  tiers,
  type Tier,
} from '@regimen/domain';
import { adminAnalyticsQuerySchema, ANALYTICS_DAYS, type AdminAnalytics } from '@regimen/domain/contracts/admin-analytics';
import { json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoSlice } from '../../../lib/demo/demo-slice.ts';

const DAY = 86_400_000;

/** A sample user of the demo population: what the analytics projection would know of them. */
interface SampleUser {
  readonly tier: Tier;
  readonly supplements: readonly string[];
  /** Days ago (0 = today) on which they recorded something, and whether they logged a dose. */
  readonly days: ReadonlyMap<number, boolean>;
  readonly firstDay: number;
  readonly findings: readonly (typeof severities)[number][];
}

/** A small deterministic generator, so the demo's figures are the same on every visit. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const NAMES = ['Vitamin D3 2000 IU', 'Magnesium glycinate', 'Omega-3 Fish Oil', 'Vitamin B12', 'Zinc', 'Iron', 'Vitamin C', 'Probiotic', 'Ashwagandha', 'Creatine'];
const RARE = ['Grandma\'s tonic', 'Lion\'s mane blend', 'Sea moss gel'];

const population = (): SampleUser[] => {
  const next = random(17);
  return Array.from({ length: 240 }, (_, index) => {
    const habit = next();
    const firstDay = Math.floor(next() * 90);
    const days = new Map<number, boolean>();
    // A quarter of the sample stopped using the app some time ago.
    const stoppedAgo = next() < 0.25 ? Math.floor(next() * firstDay) : 0;
    for (let ago = stoppedAgo; ago <= firstDay; ago++) {
      if (next() < 0.25 + habit * 0.7) days.set(ago, next() < 0.6 + habit * 0.4);
    }
    const tierDraw = next();
    const tier: Tier = tierDraw < 0.7 ? 'free' : tierDraw < 0.9 ? 'premium' : tierDraw < 0.985 ? 'pro' : 'enterprise';
    const supplements = NAMES.filter(() => next() < 0.3);
    if (index % 97 === 0) supplements.push(RARE[index % RARE.length]!);
    const findings = next() < 0.3 ? [next() < 0.08 ? 'major' : next() < 0.6 ? 'moderate' : 'minor'] as const : [];
    return { tier, supplements, days, firstDay, findings };
  });
};

const countBy = <K extends string>(keys: readonly K[]): Map<K, number> => {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

/**
 * The analytics answer over the sample population, with the same rules the read API applies in
 * SQL: the domain's adherence buckets, name matching, and the small-group suppression.
 */
const analyticsOf = (users: readonly SampleUser[], asOf: string, supplementUsageKey: (name: string) => string): AdminAnalytics => {
  const window = ADHERENCE_WINDOW_DAYS;
  const active = users.filter((user) => [...user.days.keys()].some((ago) => ago < window));
  const daily = Array.from({ length: ANALYTICS_DAYS }, (_, index) => {
    const ago = ANALYTICS_DAYS - 1 - index;
    const on = users.filter((user) => user.days.has(ago));
    const activeUsers = shownCount(on.length);
    const doses = on.reduce((sum, user) => sum + (user.days.get(ago) ? 1 + (user.supplements.length > 2 ? 1 : 0) : 0), 0);
    return { day: new Date(Date.parse(asOf) - ago * DAY).toISOString().slice(0, 10), activeUsers, dosesLogged: activeUsers === null ? null : doses };
  });
  const buckets = countBy(
    active.map((user) => {
      const days = Math.min(window, user.firstDay + 1);
      const dosed = [...user.days].filter(([ago, dose]) => ago < window && dose).length;
      return adherenceBucketOf((100 * dosed) / days);
    }),
  );
  const usage = [...countBy(users.flatMap((user) => [...new Set(user.supplements.map(supplementUsageKey))]))];
  const findings = users.flatMap((user) => user.findings.map((severity) => ({ severity, user })));
  return {
    asOf,
    minGroupSize: MIN_GROUP_SIZE,
    windowDays: window,
    totals: { users: shownCount(users.length), activeUsers: shownCount(active.length) },
    daily,
    adherence: adherenceBuckets.map(({ bucket }) => ({ bucket, users: shownCount(buckets.get(bucket) ?? 0) })),
    topSupplements: usage
      .filter(([, count]) => count >= MIN_GROUP_SIZE)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, 10)
      .map(([name, count]) => ({ name, users: count })),
    rareSupplementNames: usage.filter(([, count]) => count < MIN_GROUP_SIZE).length,
    safetyFindings: severities.map((severity) => {
      const of = findings.filter((finding) => finding.severity === severity);
      const shown = shownCount(new Set(of.map((finding) => finding.user)).size);
      return { severity, users: shown, findings: shown === null ? null : of.length };
    }),
    tiers: tiers.map((tier) => ({ tier, users: shownCount(users.filter((user) => user.tier === tier).length) })),
  };
};

/** `/admin/analytics` in demo mode: a sample population of 240 users, aggregated by the domain's rules. */
export const analyticsDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/admin/analytics',
      handle: async (request, context) => {
        const query = parseOr400(adminAnalyticsQuerySchema, Object.fromEntries(request.query), 'querystring');
        // The name matcher carries the knowledge base: its own chunk, loaded by this page only.
        const { supplementUsageKey } = await import('@regimen/domain/analytics/supplement-usage-key');
        return json(analyticsOf(population(), query.asOf ?? context.now().toISOString().slice(0, 10), supplementUsageKey));
      },
    },
  ],
};
