/**
 * Product analytics are aggregates only: a group of fewer users than this is never shown (its
 * count reads as "fewer than 5"), so no figure describes one person or a handful of people.
 */
export const MIN_GROUP_SIZE = 5;

/** Days the adherence distribution looks back over, the day it is computed included. */
export const ADHERENCE_WINDOW_DAYS = 30;

/**
 * A user's adherence over the window: the share of their days in it on which they logged at least
 * one dose, counting days from their first recorded day when that falls inside the window.
 * Buckets are 20 points wide, each including its lower bound; 100 % falls in the last.
 */
export const adherenceBuckets = [
  { bucket: '0-20', from: 0, to: 20 },
  { bucket: '20-40', from: 20, to: 40 },
  { bucket: '40-60', from: 40, to: 60 },
  { bucket: '60-80', from: 60, to: 80 },
  { bucket: '80-100', from: 80, to: 100 },
] as const;

export type AdherenceBucket = (typeof adherenceBuckets)[number]['bucket'];

/** The bucket of a percentage (0–100). */
export const adherenceBucketOf = (percent: number): AdherenceBucket => {
  const index = Math.min(adherenceBuckets.length - 1, Math.max(0, Math.floor(percent / 20)));
  return adherenceBuckets[index]!.bucket;
};

/** A count of users as shown: null when the group is non-empty but smaller than `MIN_GROUP_SIZE`. */
export const shownCount = (users: number): number | null => (users > 0 && users < MIN_GROUP_SIZE ? null : users);
