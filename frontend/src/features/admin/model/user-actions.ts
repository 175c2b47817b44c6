import type { AdminUser } from '@regimen/domain/contracts/admin-users';

export type UserAction = 'block' | 'unblock' | 'promote' | 'revoke' | 'delete' | 'tier';

/** Spec 02's fallback texts when the server gives no message. */
export const USER_ACTION_FAILURE: Readonly<Record<UserAction, string>> = {
  block: 'Failed to block user',
  unblock: 'Failed to unblock user',
  delete: 'Failed to delete user',
  promote: 'Failed to promote user',
  revoke: 'Failed to revoke admin privileges',
  tier: 'Failed to change tier',
};

export const USER_ACTION_SUCCESS: Readonly<Record<UserAction, string>> = {
  block: 'User blocked',
  unblock: 'User unblocked',
  delete: 'User deleted',
  promote: 'User promoted to admin',
  revoke: 'Admin privileges revoked',
  tier: 'Tier changed',
};

export function displayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/** Which actions a row offers, and why one is unavailable (the server refuses the same). */
export function userActions(user: Pick<AdminUser, 'id' | 'isAdmin' | 'isBlocked'>, selfId: string | null) {
  const self = user.id === selfId;
  return {
    block: { shown: !user.isBlocked, disabled: self },
    unblock: { shown: user.isBlocked, disabled: false },
    promote: { shown: !user.isAdmin, disabled: false },
    revoke: { shown: user.isAdmin, disabled: self },
    // Spec 02: permanent delete applies to non-admins only; the button stays, disabled.
    delete: { shown: true, disabled: user.isAdmin || self, reason: user.isAdmin ? 'Admins cannot be deleted' : self ? 'You cannot delete yourself' : null },
  };
}

/** "Showing 21–40 of 45", for a 1-based page. */
export function pageSummary(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'No users';
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${total}`;
}

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
