import type { StateChange } from '../contracts/admin-audit.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What changed between two JSON states, as leaf paths: objects are walked key by key, anything
 * else (arrays included: their order is the meaning) is compared whole.
 */
export const diffStates = (before: unknown, after: unknown, path = ''): StateChange[] => {
  if (same(before, after)) return [];
  if (!isRecord(before) || !isRecord(after)) return [{ path, before: before ?? null, after: after ?? null }];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.flatMap((key) => diffStates(before[key], after[key], path ? `${path}.${key}` : key));
};

/** A state as JSON: Maps become objects, Sets arrays, bigints strings, Dates ISO strings. */
export const toJsonState = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (_key, inner: unknown) => {
      if (inner instanceof Map) return Object.fromEntries(inner as Map<unknown, unknown>) as unknown;
      if (inner instanceof Set) return [...(inner as Set<unknown>)];
      if (typeof inner === 'bigint') return String(inner);
      return inner;
    }) ?? 'null',
  );
