import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { noRows } from './database.ts';
import { unauthorized } from './problem.ts';

const SESSION_COOKIE = 'regimen.sid';

export interface Session {
  readonly userId: string;
  readonly sid: string;
  /** Admin rights as of the grant/revoke that last touched this session (see setAdmin). */
  readonly isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export interface SessionService {
  /**
   * Starts a session for the user and sets the cookie: always a new id, and the session the
   * browser came with (if any) is ended, so a planted or stolen pre-sign-in id is worthless.
   */
  start(request: FastifyRequest, reply: FastifyReply, account: { readonly userId: string; readonly isAdmin: boolean }): Promise<void>;
  /** Ends the request's session, if any, and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of a user (blocked or deleted accounts). */
  endAllFor(userId: string): Promise<void>;
  /** Grants or withdraws admin rights on every session of a user (promote, revoke-admin). */
  setAdmin(userId: string, isAdmin: boolean): Promise<void>;
  /** The user's live sessions, newest use first; `id` is the stored hash, never the cookie. */
  listFor(userId: string): Promise<readonly UserSession[]>;
  /** Ends one of the user's own sessions; false when it is not theirs (or gone). */
  endOne(userId: string, sessionId: string): Promise<boolean>;
}

export interface UserSession {
  readonly id: string;
  /** ISO-8601, as the database pool returns timestamps. */
  readonly startedAt: string;
  readonly lastSeenAt: string;
  readonly expiresAt: string;
}

export interface SessionOptions {
  readonly pool: DatabasePool;
  /** Absolute lifetime from sign-in. */
  readonly ttlDays: number;
  /** Idle timeout: a session not used for this long ends. */
  readonly idleMinutes: number;
  /** Secure cookies: on when the public URL is https. */
  readonly secure: boolean;
}

const hashSid = (value: string): string => createHash('sha256').update(value).digest('base64url');

const userSessionRow = z.object({ sid: z.string(), started_at: z.string(), last_seen_at: z.string(), expire: z.string() });

const sessionRow = z.object({ user_id: z.string(), blocked: z.boolean(), is_admin: z.boolean(), stale: z.boolean() });

/** Recording use costs a write, so it is recorded at most this often per session. */
const TOUCH_EVERY_SECONDS = 60;

/**
 * How long a looked-up session is trusted without asking the database again. Ending a session,
 * or all of a user's (logout, block, delete), takes effect at once in the process that does it;
 * other API processes notice within this time.
 */
const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 50_000;

interface CachedSession {
  readonly userId: string;
  readonly isAdmin: boolean;
  readonly until: number;
}

/** sid hash -> the user and until when the lookup holds. */
const createSessionCache = () => {
  const entries = new Map<string, CachedSession>();
  return {
    get(sid: string, now: number): CachedSession | null {
      const entry = entries.get(sid);
      if (!entry) return null;
      if (entry.until > now) return entry;
      entries.delete(sid);
      return null;
    },
    set(sid: string, userId: string, isAdmin: boolean, now: number): void {
      if (entries.size >= SESSION_CACHE_MAX) entries.clear();
      entries.set(sid, { userId, isAdmin, until: now + SESSION_CACHE_MS });
    },
    delete: (sid: string): void => void entries.delete(sid),
    deleteUser(userId: string): void {
      for (const [sid, entry] of entries) if (entry.userId === userId) entries.delete(sid);
    },
  };
};

/**
 * Cookie sessions stored in PostgreSQL (the spec's sid, sess, expire). The cookie holds 256 random
 * bits; the table holds only their hash. A session ends at `expire` (absolute lifetime) or after
 * idleMinutes without a request (last_seen_at, recorded at most once a minute). A session of a
 * blocked user stops working: the lookup joins the users read model, and blocking also deletes
 * the user's sessions. A lookup is reused for SESSION_CACHE_MS; ending sessions or changing admin
 * rights clears it in this process at once, so other processes follow within SESSION_CACHE_MS.
 */
export const sessionPlugin = fp<SessionOptions>(
  async (app: FastifyInstance, { pool, ttlDays, idleMinutes, secure }) => {
    await app.register(cookie);
    const maxAge = ttlDays * 24 * 60 * 60;
    const cache = createSessionCache();

    const service: SessionService = {
      async start(request, reply, { userId, isAdmin }) {
        const previous = request.cookies[SESSION_COOKIE];
        if (previous && previous.length <= 100) {
          const previousSid = hashSid(previous);
          cache.delete(previousSid);
          await pool.query(noRows`delete from sessions where sid = ${previousSid}`);
        }
        const value = randomBytes(32).toString('base64url');
        await pool.query(noRows`
          insert into sessions (sid, sess, expire, user_id, is_admin)
          values (${hashSid(value)}, ${sql.jsonb({ userId })}, now() + make_interval(days => ${ttlDays}), ${userId}, ${isAdmin})`);
        reply.setCookie(SESSION_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
      },
      async end(request, reply) {
        if (request.session) {
          cache.delete(request.session.sid);
          await pool.query(noRows`delete from sessions where sid = ${request.session.sid}`);
        }
        request.session = null;
        reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      },
      async endAllFor(userId) {
        cache.deleteUser(userId);
        await pool.query(noRows`delete from sessions where user_id = ${userId}`);
      },
      async listFor(userId) {
        const rows = await pool.any(sql.type(userSessionRow)`
          select sid, expire - make_interval(days => ${ttlDays}) as started_at, last_seen_at, expire
          from sessions
          where user_id = ${userId} and expire > now() and last_seen_at > now() - make_interval(mins => ${idleMinutes})
          order by last_seen_at desc limit 1000`);
        return rows.map((row) => ({ id: row.sid, startedAt: row.started_at, lastSeenAt: row.last_seen_at, expiresAt: row.expire }));
      },
      async endOne(userId, sessionId) {
        const ended = await pool.maybeOne(sql.type(z.object({ sid: z.string() }))`
          delete from sessions where sid = ${sessionId} and user_id = ${userId} returning sid`);
        cache.delete(sessionId);
        return ended !== null;
      },
      async setAdmin(userId, isAdmin) {
        await pool.query(noRows`update sessions set is_admin = ${isAdmin} where user_id = ${userId}`);
        // After the write, so a lookup racing with it cannot cache the old rights again here.
        cache.deleteUser(userId);
      },
    };
    app.decorate('sessions', service);
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request) => {
      const value = request.cookies[SESSION_COOKIE];
      if (!value || value.length > 100) return;
      const sid = hashSid(value);
      const now = Date.now();
      const cached = cache.get(sid, now);
      if (cached !== null) {
        request.session = { userId: cached.userId, sid, isAdmin: cached.isAdmin };
        return;
      }
      const row = await pool.maybeOne(sql.type(sessionRow)`
        select s.user_id, coalesce(u.is_blocked, false) as blocked, s.is_admin,
          s.last_seen_at < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS}) as stale
        from sessions s left join users u on u.id = s.user_id
        where s.sid = ${sid} and s.expire > now() and s.last_seen_at > now() - make_interval(mins => ${idleMinutes})`);
      if (!row) return;
      if (row.blocked) {
        await service.endAllFor(row.user_id);
        return;
      }
      if (row.stale) await pool.query(noRows`update sessions set last_seen_at = now() where sid = ${sid}`);
      cache.set(sid, row.user_id, row.is_admin, now);
      request.session = { userId: row.user_id, sid, isAdmin: row.is_admin };
    });
  },
  { name: 'regimen-sessions' },
);

/** The signed-in user's id, or a 401 problem. */
export const requireUserId = (request: FastifyRequest): string => {
  if (!request.session) throw unauthorized();
  return request.session.userId;
};

/** Deletes expired sessions; run now and then. */
export const purgeExpiredSessions = (pool: DatabasePool, idleMinutes: number): Promise<unknown> =>
  pool.query(noRows`delete from sessions where expire < now() or last_seen_at < now() - make_interval(mins => ${idleMinutes})`);
