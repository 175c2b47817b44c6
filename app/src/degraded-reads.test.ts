import { describe, expect, it } from 'vitest';
import type { ListenerDelivery } from '@regimen/projections';
import { createDegradedReads } from './degraded-reads.ts';
import { DELIVERY_TRUSTED_MS } from './projection-views.ts';
import { fakeListener } from './testing/fake-listener.ts';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const AT = { tx: 1n, position: 1n };
const NOW = 1_000_000;

/** Degraded reads over an in-memory dead-letter table, counting its loads, with a listener the test drives. */
const degradedReadsOf = () => {
  const state: { delivery: ListenerDelivery | null; now: number; deadLetters: { user_id: string; projection: string }[]; loads: number } = {
    delivery: { connection: 1, verifiedAt: NOW },
    now: NOW,
    deadLetters: [],
    loads: 0,
  };
  const { listener, notify: notifyAll } = fakeListener(() => state.delivery);
  const degraded = createDegradedReads(
    async (userId) => {
      state.loads += 1;
      return state.deadLetters.filter((row) => userId === undefined || row.user_id === userId);
    },
    listener,
    () => state.now,
  );
  /** Time passes with the listener proving delivery all along (its round trips answered). */
  const later = (ms: number) => {
    state.now += ms;
    if (state.delivery !== null) state.delivery = { ...state.delivery, verifiedAt: state.now };
  };
  const notify = (deadLettersChanged: boolean) => notifyAll('intake', AT, deadLettersChanged, [ALICE]);
  const read = () => degraded(ALICE, ['intake', 'dashboard'], false);
  return { state, later, notify, read, degraded };
};

describe('degraded reads while the listener proves delivery', () => {
  it('load the dead letters once and then not again, however long it has been', async () => {
    const { state, later, read } = degradedReadsOf();
    expect(await read()).toEqual([]);
    later(60_000);
    expect(await read()).toEqual([]);
    expect(state.loads).toBe(1);
  });

  it('reload when a notification says dead letters changed', async () => {
    const { state, notify, read } = degradedReadsOf();
    await read();
    state.deadLetters.push({ user_id: ALICE, projection: 'intake' });
    notify(false);
    expect(await read()).toEqual([]);
    notify(true);
    expect(await read()).toEqual(['intake']);
    expect(state.loads).toBe(2);
  });

  it('reload when the listener reconnected (notifications sent in between are lost)', async () => {
    const { state, later, read } = degradedReadsOf();
    await read();
    state.deadLetters.push({ user_id: ALICE, projection: 'dashboard' });
    state.delivery = { connection: 2, verifiedAt: state.now };
    later(10);
    expect(await read()).toEqual(['dashboard']);
  });

  it('ask the database for a read that waited on its position', async () => {
    const { state, degraded } = degradedReadsOf();
    state.deadLetters.push({ user_id: ALICE, projection: 'intake' });
    expect(await degraded(ALICE, ['intake'], true)).toEqual(['intake']);
    expect(await degraded(ALICE, [], false)).toEqual([]);
  });
});

describe('degraded reads while the listener cannot prove delivery', () => {
  it('trust the picture 5 s at most', async () => {
    const { state, read } = degradedReadsOf();
    await read();
    state.deadLetters.push({ user_id: ALICE, projection: 'intake' });
    // Round trips late: the last proof is older than the version's bound.
    state.now += DELIVERY_TRUSTED_MS + 1;
    expect(await read()).toEqual([]);
    state.now = NOW + 5_000;
    expect(await read()).toEqual(['intake']);
  });

  it('trust it 5 s at most while disconnected', async () => {
    const { state, read } = degradedReadsOf();
    state.delivery = null;
    await read();
    state.deadLetters.push({ user_id: ALICE, projection: 'intake' });
    state.now += 4_999;
    expect(await read()).toEqual([]);
    state.now += 1;
    expect(await read()).toEqual(['intake']);
  });
});
