import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { databaseUnavailable } from './database-unavailable.ts';
import { HttpProblem, problem, type Problem } from './problem.ts';
import { clientErrorHandler, frameworkErrors } from './client-errors.ts';
import { refuseHostileText } from './hostile-text.ts';
import { checkingIntervalMs, defaultHttpTimeouts, type HttpTimeouts } from './http-timeouts.ts';
import { recordRoutes } from './route-table.ts';
import { wirePlugin } from './wire-security.ts';

/** Turns a known error into a problem; return undefined for errors it does not know. */
export type ErrorMapper = (error: unknown) => HttpProblem | undefined;

export interface HttpAppOptions {
  readonly logger: Logger;
  readonly errorMappers?: readonly ErrorMapper[];
  readonly bodyLimit?: number;
  /** How long a client may take over its headers and body (default: http-timeouts.ts). */
  readonly timeouts?: HttpTimeouts;
  /** Proxies trusted for X-Forwarded-*: a hop count or addresses/CIDRs (config TRUST_PROXY); none by default. */
  readonly trustProxy?: false | number | readonly string[];
  /** The public origin is https (PUBLIC_URL): HSTS and upgrade-insecure-requests are sent. */
  readonly https?: boolean;
  /** Answers requests no route matched (default: a 404 problem), e.g. a single-page app's index. */
  readonly notFound?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

const sendProblem = (reply: FastifyReply, body: Problem & Record<string, unknown>, headers: Readonly<Record<string, string>> = {}): FastifyReply =>
  reply.status(body.status).headers(headers).type('application/problem+json').send(body);

const validationProblem = (request: FastifyRequest, error: FastifyError & { validation: readonly { instancePath: string; message?: string }[] }, context: string | undefined): Problem => {
  const issues = error.validation.map((issue) => ({
    path: [context, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.'),
    message: issue.message ?? 'Invalid value',
  }));
  const summary = issues.map((issue) => `${issue.path || 'body'}: ${issue.message}`).join('; ');
  return problem(400, 'validation', `Invalid request: ${summary}`, { issues, instance: request.url });
};

/**
 * A Fastify instance with the house plumbing: zod validation and serialisation, request ids,
 * pino request logs, and one error handler answering application/problem+json. Routes never catch.
 */
export type HttpApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/**
 * Fastify 5.12 ignores a bare hop count (it cannot check the nearest peer), so a count becomes a
 * function trusting that many hops from the socket outwards: with 1, request.ip is the address
 * the nearest proxy appended to X-Forwarded-For.
 */
const trustProxyOption = (trust: HttpAppOptions['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) => {
  if (typeof trust === 'number') return trust > 0 ? (_address, hop) => hop < trust : false;
  return trust ? [...trust] : false;
};

export const createHttpApp = (options: HttpAppOptions): HttpApp => {
  const loggerInstance: FastifyBaseLogger = options.logger;
  const timeouts = options.timeouts ?? defaultHttpTimeouts;
  const app = Fastify({
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleSocketMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: checkingIntervalMs(timeouts) },
    clientErrorHandler,
    frameworkErrors,
    loggerInstance,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: options.bodyLimit ?? 100 * 1024,
    trustProxy: trustProxyOption(options.trustProxy),
  });
  recordRoutes(app);
  // Security headers, compression and API caching rules on every answer (wire-security.ts).
  void app.register(wirePlugin, { https: options.https ?? false });
  refuseHostileText(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(reply, validationProblem(request, error, error.validationContext));
    }
    for (const map of options.errorMappers ?? []) {
      const mapped = map(error);
      if (mapped) return sendHttpProblem(reply, request, mapped);
    }
    if (error instanceof HttpProblem) return sendHttpProblem(reply, request, error);
    const fastifyError = error as Partial<FastifyError>;
    const status = fastifyError.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large, …
      return sendProblem(reply, problem(status, fastifyError.code?.toLowerCase() ?? 'bad_request', fastifyError.message ?? 'Bad request', { instance: request.url }));
    }
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendProblem(reply, problem(503, 'unavailable', 'The service is busy. Please try again in a moment.', { instance: request.url }), { 'retry-after': '1' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, problem(500, 'internal', 'Something went wrong on our side. Please try again.', { instance: request.url }));
  });

  app.setNotFoundHandler(options.notFound ?? sendNotFound);

  return app.withTypeProvider<ZodTypeProvider>();
};

/** The API's 404 for an unknown route. */
export const sendNotFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply =>
  sendProblem(reply, problem(404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`, { instance: request.url }));

const sendHttpProblem = (reply: FastifyReply, request: FastifyRequest, error: HttpProblem): FastifyReply =>
  sendProblem(
    reply,
    {
      ...error.extra,
      ...problem(error.status, error.code, error.message, { instance: request.url }),
      title: error.title,
      ...(error.issues ? { issues: error.issues } : {}),
    },
    error.headers,
  );
