import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

const UserRow = z.object({ userId: z.string(), timeZone: z.string().nullable(), blocked: z.boolean() });
export type PassUser = z.infer<typeof UserRow>;

const APPENDS_IN_FLIGHT = 4;

/** A user's supplement as both passes read it from the read model (what the day's slots need). */
export const PassSupplementRow = z.object({
  id: z.string(),
  userId: z.string(),
  timing: z.string(),
  frequency: z.string(),
  doseTimes: z.array(z.string()).nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
/** A take as both passes read it: what settles a slot. */
export const PassTakeRow = z.object({ userId: z.string(), supplementId: z.string(), plannedAt: z.string(), takenAt: z.string().nullable() });

/**
 * A page of the users a scheduler pass looks at (those with an active supplement), in id order
 * after `afterUser`, each with the zone their slots are placed in: the one saved on the account,
 * else the one their browser last reported ("Automatic"); null when neither (the pass uses UTC);
 * and whether an admin blocked them.
 */
export const activeUsersPage = (db: CommonQueryMethods, afterUser: string | null, users: number): Promise<readonly PassUser[]> =>
  db.any(sql.type(UserRow)`
    select s.user_id as "userId", coalesce(u.time_zone, u.detected_time_zone) as "timeZone", coalesce(u.is_blocked, false) as blocked
    from (select distinct user_id from supplements where is_active ${afterUser === null ? sql.fragment`` : sql.fragment`and user_id > ${afterUser}`}) s
    left join users u on u.id = s.user_id
    order by s.user_id
    limit ${users}`);

/** Where the next page starts: null when this one was the last. */
export const nextUserAfter = (page: readonly PassUser[], users: number): string | null => (page.length < users ? null : (page.at(-1)?.userId ?? null));

/**
 * Appends one at a time per lane, a few lanes in flight: a pass is mostly round trips, and every
 * fact is its own stream. Counts what was written and what was already there.
 */
export const appendInLanes = async <T>(items: readonly T[], append: (item: T) => Promise<boolean>): Promise<{ written: number; already: number }> => {
  let written = 0;
  let already = 0;
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      if (await append(items[next++]!)) written += 1;
      else already += 1;
    }
  };
  await Promise.all(Array.from({ length: APPENDS_IN_FLIGHT }, lane));
  return { written, already };
};
