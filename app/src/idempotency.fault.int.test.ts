import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { freePort, startAppProcess, type AppProcess } from './testing/app-process.ts';

/**
 * One command resent 50 times at once with the same Idempotency-Key, spread over two app
 * processes on one database, while other commands move the same stream: one event, one answer.
 */

let db: TestDatabase;
const apps: AppProcess[] = [];
let events: pg.Client;

type Accepted = { id: string; revision: string; position: string };
interface Answer<T> {
  readonly status: number;
  readonly body: T;
}

let cookie = '';
const call = async <T>(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> => {
  const response = await fetch(new URL(path, base), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('regimen.sid='));
  if (setCookie) cookie = setCookie.split(';')[0] ?? '';
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
};

beforeAll(async () => {
  db = await createTestDatabase();
  // One after the other: the second finds the migrations done.
  for (let i = 0; i < 2; i += 1) apps.push(await startAppProcess({ DATABASE_URL: db.url, SERVICES: 'command,read,projections' }, await freePort()));
  events = new pg.Client({ connectionString: db.url });
  await events.connect();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.kill()));
  await events?.end();
  await db?.drop();
});

const count = async (sqlText: string, values: unknown[]): Promise<number> =>
  (await events.query<{ n: number }>(sqlText, values)).rows[0]!.n;

describe('an Idempotency-Key resent 50 times concurrently across two app processes', () => {
  it('yields one event and the same answer every time, for a new supplement and for a take', async () => {
    const [one, two] = apps.map((app) => app.url) as [string, string];
    expect((await call(one, 'POST', '/api/auth/register', { email: 'idem@example.com', password: 'correct horse battery', firstName: 'I', lastName: 'D' })).status).toBe(201);
    const at = (i: number): string => (i % 2 === 0 ? one : two);

    // The cabinet stream also takes other commands meanwhile, so the retries meet a moving stream.
    const key = { 'idempotency-key': 'add-magnesium-once' };
    const [retries, others] = await Promise.all([
      Promise.all(Array.from({ length: 50 }, (_, i) => call<Accepted>(at(i), 'POST', '/api/supplements', { name: 'Magnesium', dosage: '200 mg' }, key))),
      Promise.all(Array.from({ length: 5 }, (_, i) => call<Accepted>(at(i + 1), 'POST', '/api/supplements', { name: `Other ${i}`, dosage: '1' }))),
    ]);
    expect(retries.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    expect(new Set(retries.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(others.map((answer) => answer.status)).toEqual(Array(5).fill(201));
    const supplement = retries[0]!.body;
    // The name is sealed in the log (personal data), so the event is found by the supplement's id; 1 + the 5 others in all.
    expect(await count("select count(*)::int as n from events where event_type = 'SupplementAdded' and data ->> 'supplementId' = $1", [supplement.id])).toBe(1);
    expect(await count("select count(*)::int as n from events where event_type = 'SupplementAdded'", [])).toBe(6);

    const takeKey = { 'idempotency-key': 'take-magnesium-monday' };
    const plannedAt = new Date(Date.now() - 3_600_000).toISOString();
    const takes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call<Accepted>(at(i), 'POST', '/api/supplement-takes', { supplementId: supplement.id, plannedAt }, takeKey)),
    );
    expect(takes.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    expect(new Set(takes.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const take = takes[0]!.body;
    expect(await count('select count(*)::int as n from events where stream_id = $1', [`take-${take.id}`])).toBe(1);
    expect(await count("select count(*)::int as n from events where event_type = 'TakeRecorded'", [])).toBe(1);

    // Both processes read it once, after the answer's position.
    for (const base of [one, two]) {
      const list = await call<{ id: string; name: string }[]>(base, 'GET', '/api/supplements', undefined, { 'x-min-position': supplement.position });
      expect(list.body.filter((item) => item.name === 'Magnesium')).toHaveLength(1);
      const taken = await call<{ id: string }[]>(base, 'GET', '/api/supplement-takes', undefined, { 'x-min-position': take.position });
      expect(taken.body.filter((item) => item.id === take.id)).toHaveLength(1);
    }
  });
});
