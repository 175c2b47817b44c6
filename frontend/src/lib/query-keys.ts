// One key factory for the whole app, so a mutation in one feature can invalidate
// exactly the reads it affects without importing another feature.
export const queryKeys = {
  session: ['session'] as const,
  supplements: {
    all: ['supplements'] as const,
    list: () => [...queryKeys.supplements.all, 'list'] as const,
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
  notifications: {
    /** Prefix of the bell in any zone: takes, stock and marks invalidate it. */
    all: ['notifications'] as const,
    list: (zone: string) => ['notifications', 'list', { zone }] as const,
  },
};
