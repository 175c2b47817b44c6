import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem, type ProblemIssue } from './problem.ts';

/** Deeper than this, a request's JSON is refused: no contract nests more than a few levels. */
export const MAX_NESTING = 64;

/**
 * Why a string cannot be stored, or null. PostgreSQL text and jsonb cannot hold U+0000, and a lone
 * UTF-16 surrogate (which JSON.parse lets through from `\ud800`) is no character at all: the
 * database refuses it, so the request would otherwise fail as a 500 deep inside a command.
 */
const hostileTextReason = (text: string): string | null => {
  if (text.includes('\u0000')) return 'Text must not contain the NUL character (U+0000)';
  if (!text.isWellFormed()) return 'Text must not contain unpaired UTF-16 surrogates';
  return null;
};

const keyPath = (parent: string, key: string): string => {
  const shown = /^[A-Za-z0-9_$-]+$/.test(key) ? key : JSON.stringify(key);
  return parent ? `${parent}.${shown}` : shown;
};

/** Every hostile string (values and keys) in a parsed request part, and whether it nests too deep; iterative, so depth cannot overflow the stack. */
const findHostileText = (value: unknown, root: string): ProblemIssue[] => {
  const issues: ProblemIssue[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length > 0 && issues.length < 20) {
    const item = stack.pop();
    if (!item) break;
    if (typeof item.value === 'string') {
      const reason = hostileTextReason(item.value);
      if (reason) issues.push({ path: item.path, message: reason });
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_NESTING) {
      issues.push({ path: item.path, message: `Nested deeper than ${MAX_NESTING} levels` });
      continue;
    }
    for (const [key, child] of Object.entries(item.value)) {
      const path = keyPath(item.path, key);
      const keyReason = hostileTextReason(key);
      if (keyReason) issues.push({ path, message: `Field name: ${keyReason}` });
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return issues;
};

const check = (request: FastifyRequest): void => {
  const issues = [
    ...findHostileText(request.params, 'params'),
    ...findHostileText(request.query, 'querystring'),
    ...findHostileText(request.body, 'body'),
  ];
  if (issues.length === 0) return;
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  throw new HttpProblem(400, 'validation', `Invalid request: ${summary}`, { issues });
};

/**
 * One check for every route, before its schema runs: no route can forget it, including routes
 * without a schema and form bodies. The contracts refuse the same text (domain/contracts/fields.ts)
 * for callers that use them without HTTP.
 */
export const refuseHostileText = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => check(request));
};
