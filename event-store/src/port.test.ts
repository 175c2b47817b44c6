import { describe, expect, it } from 'vitest';
import { checkpointFromString, checkpointToString, compareCheckpoints, START } from './port.ts';

describe('checkpoints', () => {
  it('order by transaction first, then by position', () => {
    expect(compareCheckpoints({ tx: 1n, position: 9n }, { tx: 2n, position: 1n })).toBe(-1);
    expect(compareCheckpoints({ tx: 2n, position: 1n }, { tx: 1n, position: 9n })).toBe(1);
    expect(compareCheckpoints({ tx: 2n, position: 3n }, { tx: 2n, position: 4n })).toBe(-1);
    expect(compareCheckpoints({ tx: 2n, position: 4n }, { tx: 2n, position: 4n })).toBe(0);
    expect(compareCheckpoints(START, { tx: 0n, position: 1n })).toBe(-1);
  });

  it('survive a round trip through their string form, beyond 2^53', () => {
    const checkpoint = { tx: 9_007_199_254_740_993n, position: 42n };
    expect(checkpointToString(checkpoint)).toBe('9007199254740993/42');
    expect(checkpointFromString(checkpointToString(checkpoint))).toEqual(checkpoint);
  });

  it('reject a string that is not one', () => {
    expect(() => checkpointFromString('12')).toThrow('Not a checkpoint');
    expect(() => checkpointFromString('-1/2')).toThrow('Not a checkpoint');
  });
});
