import { describe, expect, it } from 'vitest';
import { diffStates, toJsonState } from './state-diff.ts';

describe('diffStates', () => {
  it('finds nothing between equal states', () => {
    expect(diffStates({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 2] } })).toEqual([]);
  });

  it('names each changed, added and removed leaf by its path', () => {
    const before = { status: 'active', profile: { name: 'Ann', tier: 'free' }, gone: true };
    const after = { status: 'blocked', profile: { name: 'Ann', tier: 'pro' }, reason: 'spam' };
    expect(diffStates(before, after)).toEqual([
      { path: 'gone', before: true, after: null },
      { path: 'profile.tier', before: 'free', after: 'pro' },
      { path: 'reason', before: null, after: 'spam' },
      { path: 'status', before: 'active', after: 'blocked' },
    ]);
  });

  it('compares arrays whole and reports a change of kind at its path', () => {
    expect(diffStates({ list: [1, 2] }, { list: [2, 1] })).toEqual([{ path: 'list', before: [1, 2], after: [2, 1] }]);
    expect(diffStates({ kind: 'none' }, null)).toEqual([{ path: '', before: { kind: 'none' }, after: null }]);
  });
});

describe('toJsonState', () => {
  it('turns maps, sets, bigints and dates into JSON', () => {
    const state = { items: new Map([['x', { n: 1n }]]), tags: new Set(['a']), at: new Date('2026-01-02T03:04:05.000Z') };
    expect(toJsonState(state)).toEqual({ items: { x: { n: '1' } }, tags: ['a'], at: '2026-01-02T03:04:05.000Z' });
  });
});
