import { describe, expect, it } from 'vitest';
import { actorLabel, auditQueryString } from './audit-search.ts';

describe('auditQueryString', () => {
  it('leaves blank filters out and keeps the cursor and limit', () => {
    expect(auditQueryString({ userId: '  ', correlationId: 'abc' }, '42', 20)).toBe('correlationId=abc&cursor=42&limit=20');
  });

  it('turns typed lists into commas and local dates into instants', () => {
    const query = new URLSearchParams(auditQueryString({ types: 'AccountBlocked  AccountUnblocked,', from: '2026-01-02T10:00:00Z', to: 'not a date' }, undefined));
    expect(query.get('types')).toBe('AccountBlocked,AccountUnblocked');
    expect(query.get('from')).toBe('2026-01-02T10:00:00.000Z');
    expect(query.has('to')).toBe(false);
    expect(query.has('cursor')).toBe(false);
  });
});

describe('actorLabel', () => {
  it('names the admin with their id, the user, and the system', () => {
    expect(actorLabel({ kind: 'admin', id: 'a1' })).toBe('Admin a1');
    expect(actorLabel({ kind: 'user', id: 'u1' })).toBe('User u1');
    expect(actorLabel({ kind: 'system', id: null })).toBe('System');
  });
});
