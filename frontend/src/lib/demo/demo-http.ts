import { problemBody, validationProblem, type ProblemBody } from '@regimen/domain/contracts/domain-problems';
import type { z } from 'zod';
import type { CommandOutcome } from './demo-store.ts';

/** A request the demo refuses, answered as the server's error handler would answer it. */
export class DemoProblem extends Error {
  readonly body: ProblemBody;
  constructor(body: ProblemBody) {
    super(body.detail);
    this.body = body;
  }
}

export const json = (body: unknown, status = 200): Response => Response.json(body, { status });

export const problemResponse = (body: ProblemBody, instance: string): Response =>
  Response.json({ ...body, instance }, { status: body.status, headers: { 'Content-Type': 'application/problem+json' } });

/** Every command answers like the command API: id, revision and the position to read at. */
export const accepted = (id: string, outcome: CommandOutcome, status = 200): Response =>
  Response.json(
    { id, revision: String(outcome.revision), position: String(outcome.position) },
    { status, headers: { 'X-Event-Position': String(outcome.position), ETag: `"${outcome.revision}"` } },
  );

/** Validates with the route's contract, refusing like the server's validation (400, each field named). */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'params' | 'querystring'): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DemoProblem(validationProblem(where, parsed.error.issues));
  return parsed.data;
}

export const notFound = (detail: string): DemoProblem => new DemoProblem(problemBody(404, 'not_found', detail));
