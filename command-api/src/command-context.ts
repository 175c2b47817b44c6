import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpProblem } from '@regimen/server-kit/problem';
import { commandIdFor, type CommandContext, type CommandResult } from './handle-command.ts';
import { requestFingerprint } from './request-fingerprint.ts';

const idempotencyKey = z.string().min(1).max(200).regex(/^[\x21-\x7e]+$/, 'visible ASCII only');
const uuid = z.uuid();

/**
 * Metadata of the command a request carries: who, which command (Idempotency-Key), which flow.
 * A key is scoped to the signed-in user, or for a signed-out caller to their address, and bound
 * to the request it came with (its fingerprint goes into the events' metadata).
 */
export const commandContext = (request: FastifyRequest, userId: string | null): CommandContext => {
  const rawKey = request.headers['idempotency-key'];
  let key: string | undefined;
  if (rawKey !== undefined) {
    const parsed = idempotencyKey.safeParse(rawKey);
    if (!parsed.success) throw new HttpProblem(400, 'validation', 'Idempotency-Key must be 1-200 visible ASCII characters');
    key = parsed.data;
  }
  const correlation = uuid.safeParse(request.headers['x-correlation-id']);
  const scope = userId ?? `anonymous:${request.ip}`;
  return {
    userId,
    commandId: commandIdFor(scope, key),
    correlationId: correlation.success ? correlation.data : request.id,
    now: new Date(),
    ...(key === undefined ? {} : { requestFingerprint: requestFingerprint(request) }),
  };
};

/** The If-Match header as a stream revision: `"3"` or `3`. */
export const ifMatchRevision = (request: FastifyRequest): bigint | undefined => {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"?(\d{1,18})"?$/.exec(header.trim());
  if (!match) throw new HttpProblem(400, 'validation', 'If-Match must be a stream revision such as "3"');
  return BigInt(match[1]!);
};

export interface Accepted {
  readonly id: string;
  readonly revision: string;
  readonly position: string;
}

/** Every command answers with what the client needs to read its own write. */
export const accept = (reply: FastifyReply, id: string, result: CommandResult, status = 200): Accepted => {
  reply.status(status).header('x-event-position', result.position.toString()).header('etag', `"${result.revision}"`);
  return { id, revision: result.revision.toString(), position: result.position.toString() };
};
