// One key factory for the whole app, so a mutation in one feature can invalidate
// exactly the reads it affects without importing another feature.
export const queryKeys = {
  session: ['session'] as const,
  supplements: {
    all: ['supplements'] as const,
    /** Per zone: the server derives each supplement's next due time in it. */
    list: (zone: string) => [...queryKeys.supplements.all, 'list', { zone }] as const,
  },
  takes: {
    all: ['supplement-takes'] as const,
    list: () => [...queryKeys.takes.all, 'list'] as const,
  },
  dashboard: {
    /** Prefix of every stats query, whatever the zone it was asked for. */
    stats: () => ['dashboard', 'stats'] as const,
    statsFor: (zone: string) => [...queryKeys.dashboard.stats(), { zone }] as const,
    recentActivity: () => ['dashboard', 'recent-activity'] as const,
  },
  tiers: {
    info: () => ['tiers', 'tier-info'] as const,
  },
  ai: {
    all: ['ai'] as const,
    /** Sorted ids: the same set of supplements is the same analysis, whatever the order. */
    interactions: (supplementIds: readonly string[]) =>
      [...queryKeys.ai.all, 'interactions', [...supplementIds].sort()] as const,
    benefits: (supplementId: string) => [...queryKeys.ai.all, 'benefits', supplementId] as const,
    suggestions: () => [...queryKeys.ai.all, 'suggestions'] as const,
    supplementOfTheDay: (utcOffsetMinutes: number) =>
      [...queryKeys.ai.all, 'supplement-of-the-day', { utcOffsetMinutes }] as const,
  },
  prescriptions: {
    all: ['prescriptions'] as const,
    list: () => [...queryKeys.prescriptions.all, 'list'] as const,
    analysis: (prescriptionId: string) => [...queryKeys.ai.all, 'prescription', prescriptionId] as const,
  },
  research: {
    all: ['research'] as const,
    history: () => [...queryKeys.research.all, 'history'] as const,
    cache: () => [...queryKeys.research.all, 'supplement-cache'] as const,
    marketplace: (supplementName: string) => [...queryKeys.research.all, 'marketplace', supplementName.trim().toLowerCase()] as const,
  },
  siteInfo: ['site-info'] as const,
  admin: {
    all: ['admin'] as const,
    users: () => [...queryKeys.admin.all, 'users'] as const,
    userList: (query: { page: number; search: string; includeBlocked: boolean }) => [...queryKeys.admin.users(), 'list', query] as const,
    userStats: () => [...queryKeys.admin.users(), 'stats'] as const,
    feedback: () => [...queryKeys.admin.all, 'feedback'] as const,
    feedbackList: (filters: { status: string; type: string }) => [...queryKeys.admin.feedback(), filters] as const,
    rateLimitStats: () => [...queryKeys.admin.all, 'rate-limit-stats'] as const,
    apiUsage: () => [...queryKeys.admin.all, 'api-usage'] as const,
    supplementCount: () => [...queryKeys.admin.all, 'supplement-count'] as const,
    series: () => [...queryKeys.admin.all, 'monitoring-series'] as const,
    refreshStats: () => [...queryKeys.admin.all, 'data-refresh-stats'] as const,
    seeding: () => [...queryKeys.admin.all, 'seeding'] as const,
  },
  schedule: {
    /** Prefix of Today's Schedule in any zone: takes and supplement changes invalidate it. */
    all: ['schedule'] as const,
    today: (zone: string) => [...queryKeys.schedule.all, 'today', { zone }] as const,
  },
  courses: {
    /** Prefix of every course list (all and active, any zone): course changes invalidate it. */
    all: ['supplement-courses'] as const,
    list: (zone: string) => [...queryKeys.courses.all, 'list', { zone }] as const,
    active: (zone: string) => [...queryKeys.courses.all, 'active', { zone }] as const,
  },
  accountSettings: ['account-settings'] as const,
  adminAudit: {
    events: (filters: object) => ['admin', 'audit', 'events', filters] as const,
    entity: (streamId: string, at: string | undefined, compareTo: string | undefined) => ['admin', 'audit', 'entity', streamId, { at, compareTo }] as const,
    rebuilds: () => ['admin', 'rebuilds'] as const,
    projections: () => ['admin', 'projections'] as const,
    analytics: () => ['admin', 'analytics'] as const,
  },
  account: {
    sessions: () => ['account', 'sessions'] as const,
    regimenAt: (at: string) => ['account', 'regimen', at] as const,
    report: (from: string, to: string) => ['account', 'report', from, to] as const,
  },
  notifications: {
    /** Prefix of the bell in any zone: takes, stock and marks invalidate it. */
    all: ['notifications'] as const,
    list: (zone: string) => ['notifications', 'list', { zone }] as const,
  },
  healthConditions: {
    all: ['health-conditions'] as const,
    list: () => [...queryKeys.healthConditions.all, 'list'] as const,
    /** Under the conditions: adding, editing or removing any condition changes every screening. */
    recommendations: (conditionId: string) => [...queryKeys.healthConditions.all, 'recommendations', conditionId] as const,
  },
  adherence: {
    /** Prefix of the history in any range and zone: takes and supplement changes invalidate it. */
    all: ['adherence'] as const,
    history: (days: string, zone: string) => ['adherence', 'history', { days, zone }] as const,
  },
  /** General information about a condition, the same for everyone: no change of the user's invalidates it. */
  conditionReferences: {
    description: (name: string) => ['health-condition-references', name.trim().toLowerCase(), 'description'] as const,
  },
};
