import { describe, expect, it } from 'vitest';
import type { ListenerDelivery } from '@regimen/projections';
import { DELIVERY_TRUSTED_MS, readModelVersions } from './projection-views.ts';
import { fakeListener } from './testing/fake-listener.ts';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
const AT = { tx: 1n, position: 1n };

const NOW = 1_000_000;

const versionsWithListener = () => {
  const state: { delivery: ListenerDelivery | null; now: number } = { delivery: { connection: 1, verifiedAt: NOW }, now: NOW };
  const { listener, notify: notifyAll } = fakeListener(() => state.delivery);
  const versionOf = readModelVersions(listener, () => state.now);
  const notify = (name: string, users: readonly string[] | null) => notifyAll(name, AT, false, users);
  return { versionOf, notify, state };
};

describe('the read-model version of one user', () => {
  it('moves when a batch changed that user, and stays when it changed only someone else', () => {
    const { versionOf, notify } = versionsWithListener();
    const version = versionOf(['supplements']);
    const alice = version(ALICE);
    const bob = version(BOB);
    notify('supplements', [BOB]);
    expect(version(ALICE)).toBe(alice);
    expect(version(BOB)).not.toBe(bob);
    notify('supplements', [ALICE, BOB]);
    expect(version(ALICE)).not.toBe(alice);
  });

  it('moves for everyone when a batch names nobody in particular', () => {
    const { versionOf, notify } = versionsWithListener();
    const version = versionOf(['supplements', 'intake']);
    const before = [version(ALICE), version(BOB)];
    notify('intake', null);
    expect([version(ALICE), version(BOB)]).not.toContain(before[0]);
    expect(version(BOB)).not.toBe(before[1]);
  });

  it('stays for everyone when a batch changed no rows (an empty list)', () => {
    const { versionOf, notify } = versionsWithListener();
    const version = versionOf(['supplements']);
    const alice = version(ALICE);
    notify('supplements', []);
    expect(version(ALICE)).toBe(alice);
  });

  it('ignores other projections', () => {
    const { versionOf, notify } = versionsWithListener();
    const version = versionOf(['supplements']);
    const alice = version(ALICE);
    notify('feedback', null);
    expect(version(ALICE)).toBe(alice);
  });
});

describe('the read-model version while notifications could be missed', () => {
  it('is unknown while the listener is disconnected, or its last proof of delivery is over a second old', () => {
    const { versionOf, state } = versionsWithListener();
    const version = versionOf(['supplements']);
    expect(version(ALICE)).not.toBeNull();
    state.now = NOW + DELIVERY_TRUSTED_MS;
    expect(version(ALICE)).not.toBeNull();
    state.now = NOW + DELIVERY_TRUSTED_MS + 1;
    expect(version(ALICE)).toBeNull();
    state.delivery = null;
    state.now = NOW;
    expect(version(ALICE)).toBeNull();
  });

  it('changes for everyone on a new connection: what was sent while there was none is lost', () => {
    const { versionOf, state } = versionsWithListener();
    const version = versionOf(['supplements']);
    const before = [version(ALICE), version(BOB)];
    state.delivery = { connection: 2, verifiedAt: NOW };
    expect(version(ALICE)).not.toBe(before[0]);
    expect(version(BOB)).not.toBe(before[1]);
  });
});
