import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * Keyset pagination for lists that grow without limit. A page is at most `limit` rows (default
 * 100, at most 500) in a fixed order; when more follow, the answer carries
 * `Link: <…?cursor=…>; rel="next"` (RFC 8288) and `X-Next-Cursor`, and its body keeps the shape
 * the spec fixes for the call (a plain list). The cursor is the sort key of the page's last row,
 * opaque to clients: base64url of JSON `[sortValue, id]`.
 */
const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 500;

export const limitSchema = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);

export interface Cursor {
  readonly after: string;
  readonly id: string;
}

const cursorPayload = z.tuple([z.iso.datetime({ offset: true }), z.uuid()]);

export const encodeCursor = (cursor: Cursor): string => Buffer.from(JSON.stringify([cursor.after, cursor.id])).toString('base64url');

export const cursorSchema = z.string().max(200).transform((value, context): Cursor => {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    decoded = null;
  }
  const parsed = cursorPayload.safeParse(decoded);
  if (!parsed.success) {
    context.addIssue({ code: 'custom', message: 'Invalid cursor: pass back the cursor of a previous page unchanged' });
    return z.NEVER;
  }
  return { after: parsed.data[0], id: parsed.data[1] };
});

/**
 * Takes `limit + 1` rows (the extra one only tells that more follow), answers the first `limit`,
 * and links the next page: the same request with the cursor of the last row answered.
 */
export const page = <T>(request: FastifyRequest, reply: FastifyReply, rows: readonly T[], limit: number, keyOf: (row: T) => Cursor): T[] => {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  if (rows.length > limit && last !== undefined) {
    const cursor = encodeCursor(keyOf(last));
    const next = new URL(request.url, 'http://self');
    next.searchParams.set('cursor', cursor);
    reply.header('link', `<${next.pathname}${next.search}>; rel="next"`);
    reply.header('x-next-cursor', cursor);
  }
  return items;
};
