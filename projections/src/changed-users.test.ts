import { describe, expect, it } from 'vitest';
import { changedUsersOf, checkpointPayload } from './checkpoints.ts';

const AT = { tx: 7n, position: 42n };
const tokensOf = (payload: string) => payload.split(' ').slice(2);

describe('a checkpoint notification payload', () => {
  it('carries the users a batch changed', () => {
    const payload = checkpointPayload('supplements', AT, ['a', 'b']);
    expect(payload).toBe('supplements 7/42 users=a,b');
    expect(changedUsersOf(tokensOf(payload))).toEqual(['a', 'b']);
  });

  it('says no user changed when the batch changed no rows', () => {
    expect(changedUsersOf(tokensOf(checkpointPayload('supplements', AT, [])))).toEqual([]);
  });

  it('says anyone may have changed when it names nobody, or too many to fit', () => {
    expect(changedUsersOf(tokensOf(checkpointPayload('supplements', AT)))).toBeNull();
    const many = Array.from({ length: 500 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const payload = checkpointPayload('supplements', AT, many);
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(changedUsersOf(tokensOf(payload))).toBeNull();
  });
});
