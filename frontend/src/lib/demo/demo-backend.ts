import type { DashboardStats, RecentActivityItem } from '@regimen/domain/contracts/dashboard';
import {
  createSupplementRequestSchema,
  updateSupplementRequestSchema,
  type Supplement,
} from '@regimen/domain/contracts/supplements';
import { recordTakeRequestSchema, updateTakeRequestSchema, type Take } from '@regimen/domain/contracts/takes';
import type { TierInfo } from '@regimen/domain/contracts/tiers';
import { dashboardStats } from '@regimen/domain/rules/dashboard';
import { isWithinLimit, tierInfo, tierLimits } from '@regimen/domain/rules/tiers';
import { DEMO_ADHERENCE, DEMO_INTERACTIONS } from './demo-data.ts';
import { DEMO_USER } from './demo-user.ts';

/** The read API's stats computed by the same domain function, with the spec's fixed demo figures. */
export function deriveDemoStats(
  supplements: readonly Supplement[],
  takes: readonly Take[],
  now: Date,
  utcOffsetMinutes: number,
): DashboardStats {
  const stats = dashboardStats({ supplements, takes, now, utcOffsetMinutes, interactions: DEMO_INTERACTIONS });
  return { ...stats, adherence: DEMO_ADHERENCE };
}

/** What the recent-activity read model would hold: additions and doses taken, newest first, ten at most. */
export function deriveDemoActivity(supplements: readonly Supplement[], takes: readonly Take[]): RecentActivityItem[] {
  const names = new Map(supplements.map((supplement) => [supplement.id, supplement.name]));
  const added = supplements.map((supplement): RecentActivityItem => ({
    id: `added-${supplement.id}`,
    type: 'supplement_added',
    supplementName: supplement.name,
    takenAt: supplement.createdAt,
  }));
  const taken = takes.flatMap((take): RecentActivityItem[] => {
    const name = names.get(take.supplementId);
    if (take.takenAt === null || name === undefined) return [];
    return [{ id: `taken-${take.id}`, type: 'supplement_taken', supplementName: name, takenAt: take.takenAt }];
  });
  return [...added, ...taken].sort((a, b) => Date.parse(b.takenAt) - Date.parse(a.takenAt)).slice(0, 10);
}

export type DemoResult =
  | { ok: true; status: number; body: unknown }
  | { ok: false; status: number; title: string; detail: string; code?: string };

const ok = (body: unknown, status = 200): DemoResult => ({ ok: true, status, body });
const fail = (status: number, title: string, detail: string, code?: string): DemoResult => ({
  ok: false,
  status,
  title,
  detail,
  ...(code === undefined ? {} : { code }),
});

export type DemoState = {
  supplements: Supplement[];
  takes: Take[];
  aiRequests: number;
  now: () => Date;
  newId: () => string;
};

/** The command side of the in-memory back end, validating with the command API's own contracts. */
export const demoCommands = {
  addSupplement(state: DemoState, body: unknown): DemoResult {
    const parsed = createSupplementRequestSchema.safeParse(body);
    if (!parsed.success) return fail(400, 'Bad Request', parsed.error.issues[0]?.message ?? 'Invalid supplement');
    const { name } = parsed.data;
    if (state.supplements.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
      return fail(409, 'Conflict', `A supplement named "${name}" already exists`, 'supplement_already_exists');
    }
    const max = tierLimits[DEMO_USER.tier].maxSupplements;
    if (!isWithinLimit(state.supplements.length, max)) {
      return fail(
        403,
        'Forbidden',
        `Your plan allows ${max} supplements; remove one or upgrade to add more`,
        'supplement_limit_reached',
      );
    }
    const at = state.now().toISOString();
    const supplement: Supplement = {
      ...parsed.data,
      id: state.newId(),
      userId: DEMO_USER.id,
      createdAt: at,
      updatedAt: at,
    };
    state.supplements.push(supplement);
    return ok({ id: supplement.id }, 201);
  },

  updateSupplement(state: DemoState, id: string, body: unknown): DemoResult {
    const parsed = updateSupplementRequestSchema.safeParse(body);
    if (!parsed.success) return fail(400, 'Bad Request', parsed.error.issues[0]?.message ?? 'Invalid change');
    const supplement = state.supplements.find((s) => s.id === id);
    if (supplement === undefined) return fail(404, 'Not Found', `Supplement ${id} not found`, 'supplement_not_found');
    const changes = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
    Object.assign(supplement, changes, { updatedAt: state.now().toISOString() });
    return ok({ id });
  },

  removeSupplement(state: DemoState, id: string): DemoResult {
    const index = state.supplements.findIndex((s) => s.id === id);
    if (index === -1) return fail(404, 'Not Found', `Supplement ${id} not found`, 'supplement_not_found');
    state.supplements.splice(index, 1);
    return ok({ id });
  },

  recordTake(state: DemoState, body: unknown): DemoResult {
    const parsed = recordTakeRequestSchema.safeParse(body);
    if (!parsed.success) return fail(400, 'Bad Request', parsed.error.issues[0]?.message ?? 'Invalid take');
    const supplement = state.supplements.find((s) => s.id === parsed.data.supplementId);
    if (supplement === undefined) return fail(404, 'Not Found', 'Supplement not found', 'supplement_not_found');
    if (supplement.isActive === false) return fail(409, 'Conflict', 'Supplement is inactive', 'supplement_inactive');
    const take: Take = {
      ...parsed.data,
      id: state.newId(),
      userId: DEMO_USER.id,
      dosage: parsed.data.dosage ?? supplement.dosage,
    };
    state.takes.push(take);
    return ok({ id: take.id }, 201);
  },

  updateTake(state: DemoState, takeId: string, body: unknown): DemoResult {
    const parsed = updateTakeRequestSchema.safeParse(body);
    if (!parsed.success) return fail(400, 'Bad Request', parsed.error.issues[0]?.message ?? 'Invalid change');
    const take = state.takes.find((t) => t.id === takeId);
    if (take === undefined) return fail(404, 'Not Found', 'Take not found', 'take_not_found');
    take.takenAt = parsed.data.takenAt;
    return ok({ id: take.id });
  },

  submitFeedback(state: DemoState): DemoResult {
    return ok({ id: state.newId() }, 201);
  },
};

export function demoTierInfo(state: DemoState): TierInfo {
  return tierInfo(DEMO_USER.tier, { supplements: state.supplements.length, dailyAiRequests: state.aiRequests });
}
