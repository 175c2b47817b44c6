import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpApp } from '@regimen/server-kit/http';
import { createLogger } from '@regimen/server-kit/logger';
import { cursorSchema, encodeCursor, limitSchema, page } from './pagination.ts';

const rows = Array.from({ length: 5 }, (_, i) => ({ id: `00000000-0000-4000-8000-00000000000${i}`, at: `2025-06-0${i + 1}T08:00:00.000Z` }));

const listApp = async () => {
  const app = createHttpApp({ logger: createLogger('silent') });
  app.get('/list', { schema: { querystring: z.object({ limit: limitSchema, cursor: cursorSchema.optional() }) } }, async (request, reply) => {
    const { limit, cursor } = request.query;
    const after = cursor ? rows.filter((row) => row.at > cursor.after || (row.at === cursor.after && row.id > cursor.id)) : rows;
    return page(request, reply, after.slice(0, limit + 1), limit, (row) => ({ after: row.at, id: row.id }));
  });
  await app.ready();
  return app;
};

describe('a list answered a page at a time', () => {
  it('answers at most limit rows and links the next page with the cursor of the last one', async () => {
    const app = await listApp();
    const first = await app.inject({ method: 'GET', url: '/list?limit=2' });
    expect(first.json()).toEqual(rows.slice(0, 2));
    const cursor = encodeCursor({ after: rows[1]!.at, id: rows[1]!.id });
    expect(first.headers['link']).toBe(`</list?limit=2&cursor=${cursor}>; rel="next"`);
    expect(first.headers['x-next-cursor']).toBe(cursor);

    const pages = [first.json()];
    let next = /<([^>]+)>/.exec(String(first.headers['link']))?.[1];
    while (next) {
      const answer = await app.inject({ method: 'GET', url: next });
      pages.push(answer.json());
      next = /<([^>]+)>/.exec(String(answer.headers['link'] ?? ''))?.[1];
    }
    expect(pages.flat()).toEqual(rows);
    expect(pages.map((items) => items.length)).toEqual([2, 2, 1]);
    await app.close();
  });

  it('defaults to 100 rows and refuses more than 500 or fewer than 1', () => {
    expect(limitSchema.parse(undefined)).toBe(100);
    expect(limitSchema.parse('500')).toBe(500);
    expect(limitSchema.safeParse('501').success).toBe(false);
    expect(limitSchema.safeParse('0').success).toBe(false);
  });

  it('refuses a cursor it did not make with a 400 naming the field', async () => {
    const app = await listApp();
    for (const cursor of ['garbage', Buffer.from('["not a time","x"]').toString('base64url'), 'a'.repeat(201)]) {
      const answer = await app.inject({ method: 'GET', url: `/list?cursor=${cursor}` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['querystring.cursor']);
    }
    await app.close();
  });
});
