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
    stats: () => ['dashboard', 'stats'] as const,
    recentActivity: () => ['dashboard', 'recent-activity'] as const,
  },
};
