import { describe, expect, it } from 'vitest';
import { displayName, pageCount, pageSummary, userActions } from './user-actions.ts';

const member = { id: 'u1', isAdmin: false, isBlocked: false };

describe('userActions', () => {
  it('offers block, promote and delete for an active member', () => {
    const actions = userActions(member, 'admin');
    expect([actions.block.shown, actions.unblock.shown, actions.promote.shown, actions.revoke.shown]).toEqual([true, false, true, false]);
    expect(actions.delete).toEqual({ shown: true, disabled: false, reason: null });
  });
  it('offers unblock instead of block for a blocked user', () => {
    const actions = userActions({ ...member, isBlocked: true }, 'admin');
    expect([actions.block.shown, actions.unblock.shown]).toEqual([false, true]);
  });
  it('disables delete for an admin and offers revoke', () => {
    const actions = userActions({ ...member, isAdmin: true }, 'admin');
    expect(actions.delete).toEqual({ shown: true, disabled: true, reason: 'Admins cannot be deleted' });
    expect([actions.promote.shown, actions.revoke.shown]).toEqual([false, true]);
  });
  it('keeps an admin from blocking, revoking or deleting themselves', () => {
    const actions = userActions({ id: 'admin', isAdmin: true, isBlocked: false }, 'admin');
    expect([actions.block.disabled, actions.revoke.disabled, actions.delete.disabled]).toEqual([true, true, true]);
  });
});

describe('displayName and paging', () => {
  it('uses the name, else the e-mail', () => {
    expect(displayName({ firstName: 'Ann', lastName: null, email: 'a@x.io' })).toBe('Ann');
    expect(displayName({ firstName: null, lastName: null, email: 'a@x.io' })).toBe('a@x.io');
  });
  it('summarises a page', () => {
    expect(pageSummary(2, 20, 5, 25)).toBe('Showing 21–25 of 25');
    expect(pageSummary(1, 20, 0, 0)).toBe('No users');
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(0, 20)).toBe(1);
  });
});
