import { describe, expect, it } from 'vitest';
import { isStalled } from './projection-admin.ts';

describe('a projection', () => {
  it('caught up is never stalled, however long ago its last event or however its leader fared', () => {
    expect(isStalled({ lagEvents: 0n, lagSeconds: 0, consecutiveFailures: 10 })).toBe(false);
  });

  it('a little behind with a healthy leader is not stalled', () => {
    expect(isStalled({ lagEvents: 500n, lagSeconds: 59, consecutiveFailures: 2 })).toBe(false);
  });

  it('behind by more than a minute is stalled', () => {
    expect(isStalled({ lagEvents: 1n, lagSeconds: 61, consecutiveFailures: 0 })).toBe(true);
  });

  it('behind with a leader failing three times in a row is stalled', () => {
    expect(isStalled({ lagEvents: 1n, lagSeconds: 1, consecutiveFailures: 3 })).toBe(true);
  });
});
