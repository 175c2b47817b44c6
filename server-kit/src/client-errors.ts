import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { problem } from './problem.ts';

/**
 * Errors Node's HTTP parser meets before Fastify has a request (headers too large, a body or headers
 * too slow, malformed HTTP): answered as problems, like everything else, then the socket is closed.
 */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const code = status === 408 ? 'request_timeout' : status === 431 ? 'headers_too_large' : 'bad_request';
  const detail =
    status === 408 ? 'The request was not completed in time' : status === 431 ? 'The request headers are too large' : 'The request is not valid HTTP';
  const body = JSON.stringify(problem(status, code, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
};

/** Router errors (a path that is not valid percent-encoding, a path parameter too long) as problems. */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  const status = error.statusCode ?? 400;
  const detail = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path segment is too long' : 'The path is not a valid URL';
  void reply
    .status(status)
    .type('application/problem+json')
    .send(problem(status, error.code?.toLowerCase() ?? 'bad_request', detail, { instance: request.url.slice(0, 200) }));
};
