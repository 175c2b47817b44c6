import { describe, expect, it } from 'vitest';
import { adminUsersQuerySchema, premiumUserCount } from './admin-users.ts';

describe('premiumUserCount', () => {
  it('counts premium, pro and enterprise but not free', () => {
    expect(premiumUserCount({ free: 7, premium: 2, pro: 3, enterprise: 1 })).toBe(6);
  });
  it('treats a missing tier as none', () => {
    expect(premiumUserCount({ free: 4 })).toBe(0);
  });
});

describe('adminUsersQuerySchema', () => {
  it('defaults to the first page of 20, blocked users left out', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({ page: 1, limit: 20, includeBlocked: false });
  });
  it('reads query-string values', () => {
    expect(adminUsersQuerySchema.parse({ page: '3', limit: '5', includeBlocked: 'true', search: ' ann ' })).toEqual({ page: 3, limit: 5, includeBlocked: true, search: 'ann' });
  });
  it('refuses a page below 1 and an unknown flag', () => {
    expect(adminUsersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ includeBlocked: 'yes' }).success).toBe(false);
  });
});
