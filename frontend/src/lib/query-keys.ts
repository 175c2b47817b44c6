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
    statsFor: (utcOffsetMinutes: number) => [...queryKeys.dashboard.stats(), { utcOffsetMinutes }] as const,
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
  healthConditions: {
    all: ['health-conditions'] as const,
    list: () => [...queryKeys.healthConditions.all, 'list'] as const,
  },
};
