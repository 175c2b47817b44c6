import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntitySchema, auditPageSchema, type AuditPage } from '@regimen/domain/contracts/admin-audit';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let admin: ApiClient;
let member: ApiClient;
let other: ApiClient;
let adminId: string;
let memberId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  [admin, member, other] = [createApiClient(app.url), createApiClient(app.url), createApiClient(app.url)];
  adminId = (await admin.register('admin@example.com')).body.id;
  memberId = (await member.register('member@example.com')).body.id;
  expect((await other.register('other@example.com')).status).toBe(201);
  expect((await member.post('/api/supplements', { name: 'Vitamin D3', dosage: '2000 IU', frequency: 'daily', timing: 'morning' })).status).toBeLessThan(300);
  expect((await admin.post(`/api/admin/users/${memberId}/block`, { reason: 'Spam' })).status).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const pageOf = async (query: string): Promise<AuditPage> => {
  const response = await admin.get(`/api/admin/audit/events?${query}`);
  expect(response.status).toBe(200);
  return auditPageSchema.parse(response.body);
};

describe('a member blocked by the admin, in the audit trail', () => {
  it('lists the member\'s history newest first with the admin as the actor of the block', async () => {
    const { entries } = await pageOf(`userId=${memberId}`);
    expect(entries[0]).toMatchObject({ type: 'AccountBlocked', data: { reason: 'Spam' }, actor: { kind: 'admin', id: adminId }, userId: memberId });
    expect(entries.map((entry) => entry.type)).toContain('SupplementAdded');
    expect(entries.at(-1)!.actor).toEqual({ kind: 'user', id: memberId });
    expect(entries.every((entry) => entry.userId === memberId)).toBe(true);
    const times = entries.map((entry) => Date.parse(entry.recordedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages with a cursor and filters by type and by correlation id', async () => {
    const first = await pageOf(`userId=${memberId}&limit=1`);
    expect(first.entries).toHaveLength(1);
    const second = await pageOf(`userId=${memberId}&limit=1&cursor=${first.nextCursor}`);
    expect(second.entries[0]!.id).not.toBe(first.entries[0]!.id);
    const blocks = await pageOf('types=AccountBlocked,AccountUnblocked');
    expect(blocks.entries.map((entry) => entry.type)).toEqual(['AccountBlocked']);
    const sameRequest = await pageOf(`correlationId=${encodeURIComponent(blocks.entries[0]!.correlationId!)}`);
    expect(sameRequest.entries.map((entry) => entry.id)).toEqual([blocks.entries[0]!.id]);
    expect((await pageOf(`from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).entries).toEqual([]);
  });

  it('shows the account at a revision before the block and what the block changed', async () => {
    const response = await admin.get(`/api/admin/audit/streams/account-${memberId}`);
    expect(response.status).toBe(200);
    const entity = auditEntitySchema.parse(response.body);
    expect(entity.aggregate).toBe('account');
    const blockedAt = entity.entries.find((entry) => entry.type === 'AccountBlocked')!.revision;
    const before = String(BigInt(blockedAt) - 1n);
    const diff = auditEntitySchema.parse((await admin.get(`/api/admin/audit/streams/account-${memberId}?at=${blockedAt}&compareTo=${before}`)).body);
    expect(diff.changes!.length).toBeGreaterThan(0);
    expect(JSON.stringify(diff.changes)).toContain('Spam');
    const earlier = auditEntitySchema.parse((await admin.get(`/api/admin/audit/streams/account-${memberId}?at=${before}`)).body);
    expect(JSON.stringify(earlier.state)).not.toContain('Spam');
  });

  it('answers 404 for an empty stream and 400 for bad input, never 500', async () => {
    expect((await admin.get('/api/admin/audit/streams/account-nobody')).status).toBe(404);
    for (const query of ['cursor=abc', 'cursor=99999999999999999999', 'cursor=1/2', 'types=a;drop', 'userId=x', 'limit=0', 'from=0000-01-01T00:00:00Z', 'from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z']) {
      expect([query, (await admin.get(`/api/admin/audit/events?${query}`)).status]).toEqual([query, 400]);
    }
    expect((await admin.get(`/api/admin/audit/streams/account-${memberId}?at=-1`)).status).toBe(400);
  });

  it('is refused to another member', async () => {
    expect((await other.get(`/api/admin/audit/events?userId=${memberId}`)).status).toBe(403);
    expect((await other.get(`/api/admin/audit/streams/account-${memberId}`)).status).toBe(403);
  });
});
