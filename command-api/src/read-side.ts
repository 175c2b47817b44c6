import { prescriptionSchema, tierLimits, tiers, type AccountState, type CabinetState } from '@regimen/domain';
import type { EventStore } from '@regimen/event-store';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { foldStream } from './aggregate.ts';
import { account, cabinet } from './aggregates.ts';
import { findCachedAnswer, type CachePolicy } from './insights/answer-cache.ts';

const tierRow = z.object({ tier: z.enum(tiers) });

/**
 * Everything the write side reads before deciding, in one place: streams it folds itself (their
 * state is exact) and the few read models whose lag is harmless (the user's tier changes rarely and
 * only by an admin; the prescriptions an analysis looks at; cached answers).
 */
export const createReadSide = (store: EventStore, pool: DatabasePool) => ({
  cabinet: (userId: string): Promise<CabinetState> => foldStream(store, cabinet, userId),
  account: (userId: string): Promise<AccountState> => foldStream(store, account, userId),

  /** The limits of the user's tier (free when the users read model has not caught up yet). */
  async limitsOf(userId: string) {
    const tier = await pool.maybeOneFirst(sql.type(tierRow)`select tier from users where id = ${userId}`);
    return tierLimits[tier ?? 'free'];
  },

  /** The user's active prescriptions, shaped as the shared contract has them. */
  activePrescriptions: (userId: string) =>
    pool.any(sql.type(prescriptionSchema)`
      select id, user_id as "userId", medication_name as "medicationName", brand, dosage, frequency,
        prescribed_by as "prescribedBy", purpose, notes, is_active as "isActive",
        start_date as "startDate", end_date as "endDate"
      from prescriptions where user_id = ${userId} and is_active`),

  /** Names of the user's active health conditions (what the safety checker's condition rules read). */
  activeConditionNames: async (userId: string): Promise<string[]> => [
    ...(await pool.anyFirst(sql.type(z.object({ name: z.string() }))`
      select name from health_conditions where user_id = ${userId} and is_active order by created_at, id`)),
  ],

  cachedAnswer: (subjectKey: string, policy: CachePolicy, userId: string) => findCachedAnswer(pool, subjectKey, policy, userId),
});

export type ReadSide = ReturnType<typeof createReadSide>;

/**
 * The admin guard's question, answered from the user's own account stream rather than the users
 * read model, so a revoked or blocked admin is refused at once.
 */
export const isAdministrator =
  (store: EventStore) =>
  async (userId: string): Promise<boolean> => {
    const state = await foldStream(store, account, userId);
    return state.status === 'active' && state.account.isAdmin;
  };
