import { accountDecider } from '@regimen/domain/account/account-decide';
import { seedSupplementsRequestSchema, seedTarget, supplementCount } from '@regimen/domain/contracts/admin-seeding';
import { supplementEntries } from '@regimen/domain/knowledge/supplement-catalog';
import { seedingDecider } from '@regimen/domain/seeding/seeding-decide';
import { refreshBatchRequestSchema, refreshCostEstimate } from '@regimen/domain/contracts/admin-refresh';
import { adminUsersQuerySchema, blockUserRequestSchema, changeTierRequestSchema } from '@regimen/domain/contracts/admin-users';
import { changeFeedbackStatusRequestSchema, feedbackListQuerySchema } from '@regimen/domain/contracts/feedback';
import type { MonitoringSeries } from '@regimen/domain/contracts/admin-series';
import type { ApiUsage, RateLimitStats } from '@regimen/domain/contracts/monitoring';
import { feedbackDecider } from '@regimen/domain/feedback/feedback-decide';
import { adminUserRows, adminUsersPage, userStats } from '@regimen/domain/views/admin-users';
import { feedbackPage, feedbackRows } from '@regimen/domain/views/feedback-list';
import type { AccountCommand } from '@regimen/domain/account/account-commands';
import { accepted, json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoRequest, DemoRoute, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';
import { SAMPLE_FEEDBACK, SAMPLE_USERS } from './sample-admin-data.ts';
import { demoAiLimit } from './demo-rate-limit.ts';

const account = (userId: string) => `account-${userId}`;
const ago = (context: DemoContext, ms: number) => new Date(context.now().getTime() - ms);
const DAY = 86_400_000;
const HOUR = 3_600_000;

function seed(context: DemoContext): void {
  for (const user of SAMPLE_USERS) {
    const at = ago(context, user.daysAgo * DAY);
    const run = (command: AccountCommand, when = at) =>
      context.execute({ streamId: account(user.userId), decider: accountDecider, command: () => command, at: when, userId: user.userId });
    const { daysAgo: _days, tier, blocked, ...data } = user;
    run({ type: 'RegisterAccount', data: { ...data, profileImageUrl: null, authProvider: 'password' } });
    run({ type: 'RecordSignIn', data: { userId: user.userId, method: 'password' } }, ago(context, (user.daysAgo * DAY) / 3));
    if (tier) run({ type: 'ChangeTier', data: { userId: user.userId, tier, expiresAt: null } });
    if (blocked) run({ type: 'BlockAccount', data: { userId: user.userId, reason: blocked } }, ago(context, DAY));
  }
  for (const sample of SAMPLE_FEEDBACK) {
    const { hoursAgo, status, adminNotes, ...data } = sample;
    const streamId = demoStreams.feedback(sample.feedbackId);
    context.execute({ streamId, decider: feedbackDecider, command: () => ({ type: 'SubmitFeedback' as const, data }), at: ago(context, hoursAgo * HOUR), userId: null });
    if (status) {
      context.execute({ streamId, decider: feedbackDecider, command: () => ({ type: 'ChangeFeedbackStatus' as const, data: { feedbackId: sample.feedbackId, status, adminNotes } }), at: ago(context, (hoursAgo - 1) * HOUR), userId: null });
    }
  }
}

const query = (request: DemoRequest) => Object.fromEntries(request.query);
const idOf = (request: DemoRequest) => request.params.id ?? '';

/** An admin command on another user's account stream, decided by the account aggregate as on the server, with the admin as its actor. */
const onAccount = (method: DemoRoute['method'], path: string, command: (userId: string, request: DemoRequest) => AccountCommand): DemoRoute => ({
  method,
  path,
  handle: (request, context) => {
    const userId = idOf(request);
    const outcome = context.execute({ streamId: account(userId), decider: accountDecider, command: () => command(userId, request), userId, actorId: context.user.id });
    return accepted(userId, outcome);
  },
});

function rateLimitStats(): RateLimitStats {
  return {
    activeUsers: 4,
    totalRequests: 1286,
    rateLimitedRequests: 17,
    avgResponseTimeMs: 42.3,
    topEndpoints: [
      { endpoint: 'POST /api/research', requests: 214, limited: 9 },
      { endpoint: 'POST /api/ai/analyze-interactions', requests: 133, limited: 6 },
      { endpoint: 'POST /api/ai/analyze-benefits', requests: 71, limited: 2 },
    ],
    rateLimitConfig: {
      enabled: true,
      tiers: {
        aiRequests: { limit: 10, windowSeconds: 3600, window: '1 hour' },
        strictAi: { limit: 3, windowSeconds: 60, window: '1 minute' },
        general: { limit: 100, windowSeconds: 60, window: '1 minute' },
      },
    },
    meteredUntil: null,
  };
}

function apiUsage(): ApiUsage {
  return {
    rateLimiting: { enabled: true, activeUsers: 4, blockedRequests: 17, avgWaitTime: 812.4 },
    cacheEfficiency: { hitRate: 68.2, cacheHits: 283, cacheMisses: 132, costSavings: '$0.5660' },
    openaiApiCalls: { today: 41, thisHour: 6, estimated24hCost: '$0.2640', monthlyProjectedCost: '$7.9200' },
    analysesByProvider: [{ provider: 'knowledge-base', analyses: 132, estimatedCostUsd: 0 }],
  };
}

const SEEDING_STREAM = 'seeding';

/** Supplements in the demo's research cache: fresh research answers, and what demo seeding added (as `research:name:<name>`). */
function cachedNames(context: DemoContext): Set<string> {
  const names = new Set<string>();
  for (const event of context.store.events()) {
    if (event.type === 'AnalysisRecorded' && event.data.operation === 'research' && !event.data.cacheHit) names.add(event.data.subjectKey);
    if (event.type === 'SupplementSeeded') names.add(`research:name:${event.data.name}`);
  }
  return names;
}

/** Sample traffic over the last day; AI calls counted from the demo's own analyses; the demo has no projections to lag. */
function monitoringSeries(context: DemoContext): MonitoringSeries {
  const hour = Math.floor(context.now().getTime() / HOUR) * HOUR;
  const traffic = Array.from({ length: 24 }, (_, index) => {
    const requests = 20 + ((index * 37) % 60);
    return { hour: new Date(hour - (23 - index) * HOUR).toISOString(), requests, limited: index % 6 === 0 ? Math.round(requests / 10) : 0 };
  });
  const calls = new Map<string, number>();
  for (const event of context.store.events()) {
    if (event.type === 'AnalysisRecorded' && !event.data.cacheHit) {
      const day = event.metadata.occurredAt.slice(0, 10);
      calls.set(day, (calls.get(day) ?? 0) + 1);
    }
  }
  return { traffic, ai: [...calls].sort().map(([day, count]) => ({ day, calls: count, costUsd: 0 })), projections: [] };
}

/** As the server computes them: the newest fresh answer per subject, due when its refresh date has passed. */
function refreshStats(context: DemoContext) {
  const newest = new Map<string, { tier: string; nextRefreshAt: string | null }>();
  for (const event of context.store.events()) {
    if (event.type === 'AnalysisRecorded' && !event.data.cacheHit && event.data.refreshTier !== null) {
      newest.set(event.data.subjectKey, { tier: event.data.refreshTier, nextRefreshAt: event.data.nextRefreshAt });
    }
  }
  const now = context.now().toISOString();
  const due = (tier: string) => [...newest.values()].filter((entry) => entry.tier === tier && entry.nextRefreshAt !== null && entry.nextRefreshAt <= now).length;
  const [criticalDue, standardDue, stableDue] = [due('critical'), due('standard'), due('stable')];
  return { totalAnalyses: newest.size, criticalDue, standardDue, stableDue, estimatedCost: refreshCostEstimate(criticalDue + standardDue + stableDue, 0), lastRefreshRun: null };
}

/**
 * The admin area in demo mode: other accounts and feedback written as commands through the
 * domain's deciders, read through the same folds as the server's read models. Monitoring
 * figures are fixed samples (the demo has no traffic to meter); the rate-limit demo spends a
 * limiter held in the browser.
 */
export const adminDemo: DemoSlice = {
  seed,
  routes: [
    {
      method: 'GET',
      path: '/api/admin/users',
      handle: (request, context) => json(adminUsersPage(adminUserRows(context.store.events()), parseOr400(adminUsersQuerySchema, query(request), 'querystring'))),
    },
    { method: 'GET', path: '/api/admin/users/stats', handle: (_request, context) => json(userStats(adminUserRows(context.store.events()))) },
    onAccount('POST', '/api/admin/users/:id/block', (userId, request) => ({ type: 'BlockAccount', data: { userId, reason: parseOr400(blockUserRequestSchema, request.body, 'body').reason } })),
    onAccount('POST', '/api/admin/users/:id/unblock', (userId) => ({ type: 'UnblockAccount', data: { userId } })),
    onAccount('POST', '/api/admin/users/:id/promote', (userId) => ({ type: 'GrantAdmin', data: { userId } })),
    onAccount('POST', '/api/admin/users/:id/revoke-admin', (userId) => ({ type: 'RevokeAdmin', data: { userId } })),
    onAccount('POST', '/api/admin/users/:id/tier', (userId, request) => ({ type: 'ChangeTier', data: { userId, tier: parseOr400(changeTierRequestSchema, request.body, 'body').tier, expiresAt: null } })),
    onAccount('DELETE', '/api/admin/users/:id', (userId) => ({ type: 'DeleteAccount', data: { userId } })),
    {
      method: 'GET',
      path: '/api/admin/feedback',
      handle: (request, context) => json(feedbackPage(feedbackRows(context.store.events()), parseOr400(feedbackListQuerySchema, query(request), 'querystring'))),
    },
    {
      method: 'PATCH',
      path: '/api/admin/feedback/:id/status',
      handle: (request, context) => {
        const id = idOf(request);
        const body = parseOr400(changeFeedbackStatusRequestSchema, request.body, 'body');
        const outcome = context.execute({
          streamId: demoStreams.feedback(id),
          decider: feedbackDecider,
          command: () => ({ type: 'ChangeFeedbackStatus' as const, data: { feedbackId: id, status: body.status, adminNotes: body.adminNotes } }),
          userId: null,
          actorId: context.user.id,
        });
        return accepted(id, outcome);
      },
    },
    { method: 'GET', path: '/api/admin/supplement-count', handle: (_request, context) => json(supplementCount(cachedNames(context).size)) },
    {
      method: 'POST',
      path: '/api/admin/seed-supplements',
      handle: (request, context) => {
        const { testMode } = parseOr400(seedSupplementsRequestSchema, request.body ?? {}, 'body');
        const jobId = context.newId();
        const cached = cachedNames(context);
        const candidates = supplementEntries.map((entry) => entry.name).filter((name) => !cached.has(`research:name:${name}`));
        const run = (command: Parameters<typeof seedingDecider.decide>[0]) => context.execute({ streamId: SEEDING_STREAM, decider: seedingDecider, command: () => command, userId: null, actorId: context.user.id });
        run({ type: 'StartSeeding', data: { jobId, testMode, target: seedTarget(testMode), candidates, cached: cached.size } });
        const state = context.store.fold(SEEDING_STREAM, seedingDecider);
        const names = state.status === 'running' ? state.names : [];
        // The demo researches from the knowledge base at once: the job finishes within the request.
        for (const name of names) run({ type: 'RecordSeeded', data: { jobId, name } });
        return json({ success: true, jobId, planned: names.length, errors: [] });
      },
    },
    {
      method: 'GET',
      path: '/api/admin/seeding',
      handle: (_request, context) => {
        const state = context.store.fold(SEEDING_STREAM, seedingDecider);
        if (state.status !== 'running') return json({ inProgress: false, jobId: state.lastJobId, testMode: false, target: 0, planned: 0, seeded: 0 });
        return json({ inProgress: true, jobId: state.jobId, testMode: state.testMode, target: state.target, planned: state.names.length, seeded: state.done.size });
      },
    },
    { method: 'GET', path: '/api/admin/data-refresh/stats', handle: (_request, context) => json(refreshStats(context)) },
    { method: 'POST', path: '/api/admin/data-refresh/initialize', handle: () => json({ updated: 0, errors: [] }) },
    {
      method: 'POST',
      path: '/api/admin/data-refresh/batch',
      // The demo's answers are all fresh (made this session), so nothing is due.
      handle: (request) => {
        parseOr400(refreshBatchRequestSchema, request.body, 'body');
        return json({ processed: 0, successful: 0, failed: 0, estimatedCost: '$0.0000', errors: [] });
      },
    },
    { method: 'GET', path: '/api/admin/rate-limit-stats', handle: () => json(rateLimitStats()) },
    { method: 'GET', path: '/api/admin/monitoring/series', handle: (_request, context) => json(monitoringSeries(context)) },
    { method: 'GET', path: '/api/admin/api-usage', handle: () => json(apiUsage()) },
    { method: 'POST', path: '/api/ai/:operation', handle: (request, context) => demoAiLimit(context, request.params.operation ?? '') },
  ],
};
