import type { AdminUser, AdminUsersPage, UserStats } from '../contracts/admin-users.ts';
import type { ViewEvent } from './view-event.ts';

type StreamEvent = ViewEvent & { readonly streamId: string };

const ACCOUNT_STREAM = 'account-';

/**
 * The `users` read model as the admin area reads it, folded from account events (stream
 * `account-<userId>`): newest first, deleted accounts gone. Demo mode answers the admin Users tab with it.
 */
export function adminUserRows(events: readonly StreamEvent[]): AdminUser[] {
  const rows = new Map<string, AdminUser>();
  for (const event of events) {
    if (!event.streamId.startsWith(ACCOUNT_STREAM)) continue;
    const id = event.streamId.slice(ACCOUNT_STREAM.length);
    const at = event.metadata.occurredAt;
    const row = rows.get(id);
    const set = (changes: Partial<AdminUser>) => {
      if (row) rows.set(id, { ...row, ...changes });
    };
    switch (event.type) {
      case 'AccountRegistered': {
        const d = event.data;
        if (!row) {
          rows.set(id, {
            id, firstName: d.firstName, lastName: d.lastName, email: d.email, profileImageUrl: d.profileImageUrl, tier: 'free',
            isAdmin: d.isAdmin, isBlocked: false, blockedAt: null, blockedReason: null, createdAt: at, lastLoginAt: null,
          });
        }
        break;
      }
      case 'SignedIn':
        set({ lastLoginAt: at });
        break;
      case 'ProfileUpdated':
        set(Object.fromEntries(Object.entries(event.data).filter(([, value]) => value !== undefined)));
        break;
      case 'TierChanged':
        set({ tier: event.data.tier });
        break;
      case 'AccountBlocked':
        set({ isBlocked: true, blockedAt: at, blockedReason: event.data.reason });
        break;
      case 'AccountUnblocked':
        set({ isBlocked: false, blockedAt: null, blockedReason: null });
        break;
      case 'AdminGranted':
      case 'AdminRevoked':
        set({ isAdmin: event.type === 'AdminGranted' });
        break;
      case 'AccountDeleted':
        rows.delete(id);
        break;
      default:
        break;
    }
  }
  return [...rows.values()].sort((a, b) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : b.createdAt.localeCompare(a.createdAt)));
}

/** `GET /api/admin/users` over the rows: blocked users only when asked for, search in name or e-mail, one page. */
export function adminUsersPage(
  rows: readonly AdminUser[],
  query: { page: number; limit: number; includeBlocked: boolean; search?: string | undefined },
): AdminUsersPage {
  const needle = query.search?.trim().toLowerCase() ?? '';
  const matching = rows.filter(
    (row) =>
      (query.includeBlocked || !row.isBlocked) &&
      (needle === '' || row.email.toLowerCase().includes(needle) || `${row.firstName ?? ''} ${row.lastName ?? ''}`.toLowerCase().includes(needle)),
  );
  const start = (query.page - 1) * query.limit;
  return { users: matching.slice(start, start + query.limit), total: matching.length };
}

export function userStats(rows: readonly AdminUser[]): UserStats {
  const byTier = (tier: AdminUser['tier']) => rows.filter((row) => row.tier === tier).length;
  const blocked = rows.filter((row) => row.isBlocked).length;
  return {
    totalUsers: rows.length,
    activeUsers: rows.length - blocked,
    blockedUsers: blocked,
    adminUsers: rows.filter((row) => row.isAdmin).length,
    usersByTier: { free: byTier('free'), premium: byTier('premium'), pro: byTier('pro'), enterprise: byTier('enterprise') },
  };
}
