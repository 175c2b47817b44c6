import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events.ts';
import { adminUserRows, adminUsersPage, userStats } from './admin-users.ts';
import { feedbackPage, feedbackRows } from './feedback-list.ts';

let seq = 0;
const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T08:00:00.000Z`;
const on = (streamId: string, day: number, event: DomainEvent, userId: string | null = null) => ({
  ...event,
  id: `e${(seq += 1)}`,
  streamId,
  metadata: { userId, occurredAt: at(day) },
});
const register = (id: string, email: string, day: number, isAdmin = false) =>
  on(`account-${id}`, day, { type: 'AccountRegistered', data: { userId: id, email, firstName: 'Ann', lastName: id === 'b' ? 'Lee' : null, profileImageUrl: null, authProvider: 'password', isAdmin } });

describe('adminUserRows', () => {
  const history = [
    register('a', 'admin@x.io', 1, true),
    register('b', 'bob@x.io', 2),
    register('c', 'carol@x.io', 3),
    on('account-b', 4, { type: 'AccountBlocked', data: { reason: 'Spam' } }),
    on('account-c', 4, { type: 'TierChanged', data: { tier: 'pro', expiresAt: null } }),
    register('d', 'dan@x.io', 5),
    on('account-d', 6, { type: 'AccountDeleted', data: {} }),
    on('feedback-f', 6, { type: 'FeedbackSubmitted', data: { feedbackId: 'f', type: 'bug', rating: null, message: 'x', page: '/', userAgent: 'ua' } }),
  ];

  it('folds each account stream, newest first, without deleted accounts', () => {
    const rows = adminUserRows(history);
    expect(rows.map((row) => row.id)).toEqual(['c', 'b', 'a']);
    expect(rows[1]).toMatchObject({ isBlocked: true, blockedReason: 'Spam', blockedAt: at(4) });
    expect(rows[0]).toMatchObject({ tier: 'pro' });
  });

  it('pages, hides blocked users unless asked, and searches name or e-mail', () => {
    const rows = adminUserRows(history);
    expect(adminUsersPage(rows, { page: 1, limit: 20, includeBlocked: false })).toMatchObject({ total: 2 });
    expect(adminUsersPage(rows, { page: 1, limit: 20, includeBlocked: true, search: 'ann lee' }).users.map((user) => user.id)).toEqual(['b']);
    expect(adminUsersPage(rows, { page: 2, limit: 2, includeBlocked: true })).toEqual({ users: [rows[2]], total: 3 });
  });

  it('counts users by state and tier', () => {
    expect(userStats(adminUserRows(history))).toEqual({
      totalUsers: 3, activeUsers: 2, blockedUsers: 1, adminUsers: 1, usersByTier: { free: 2, premium: 0, pro: 1, enterprise: 0 },
    });
  });
});

describe('feedbackRows', () => {
  it('lists feedback newest first with the latest triage, filtered by status and type', () => {
    const rows = feedbackRows([
      on('feedback-f1', 1, { type: 'FeedbackSubmitted', data: { feedbackId: 'f1', type: 'bug', rating: null, message: 'Broken', page: '/', userAgent: 'ua' } }, 'u1'),
      on('feedback-f2', 2, { type: 'FeedbackSubmitted', data: { feedbackId: 'f2', type: 'love', rating: 5, message: 'Great', page: '/', userAgent: 'ua' } }),
      on('feedback-f1', 3, { type: 'FeedbackStatusChanged', data: { status: 'resolved', adminNotes: 'Fixed' } }),
    ]);
    expect(rows.map((row) => [row.id, row.status, row.adminNotes])).toEqual([['f2', 'new', null], ['f1', 'resolved', 'Fixed']]);
    expect(rows[1]).toMatchObject({ userId: 'u1', createdAt: at(1), updatedAt: at(3) });
    expect(feedbackPage(rows, { status: 'resolved', page: 1, limit: 50 }).feedback.map((row) => row.id)).toEqual(['f1']);
    expect(feedbackPage(rows, { type: 'bug', status: 'new', page: 1, limit: 50 }).total).toBe(0);
  });
});
