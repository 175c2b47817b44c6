import { describe, expect, it } from 'vitest';
import { adminAccess } from './admin-access.ts';

describe('adminAccess', () => {
  it('sends a signed-out visitor to sign in', () => {
    expect(adminAccess({ status: 'anonymous' })).toBe('sign-in');
  });
  it('lets an admin and any demo visitor in', () => {
    expect(adminAccess({ status: 'authenticated', user: { isAdmin: true } })).toBe('allowed');
    expect(adminAccess({ status: 'demo', user: { isAdmin: false } })).toBe('allowed');
  });
  it('tells a signed-in member the pages are for admins only', () => {
    expect(adminAccess({ status: 'authenticated', user: { isAdmin: false } })).toBe('admins-only');
  });
});
