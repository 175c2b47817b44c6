import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, type HttpApp } from './http.ts';
import { httpTimeoutsFrom } from './http-timeouts.ts';
import { createLogger } from './logger.ts';

let app: HttpApp;
let port: number;

// Far apart, so each test shows which of the two bounds cut the client off.
const REQUEST_MS = 2_000;
const HEADERS_MS = 300;

beforeAll(async () => {
  app = createHttpApp({
    logger: createLogger('silent'),
    timeouts: httpTimeoutsFrom({ HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS), HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS) }),
  });
  app.post('/echo', async (request) => ({ received: request.body }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app?.close();
});

/** Sends `text` and waits until the server closes the socket; resolves with what it answered and how long that took. */
const sendAndWaitForClose = (text: string): Promise<{ answer: string; ms: number }> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    // Far beyond the bounds: a server that never cuts the client off fails here rather than hanging.
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 15 s; answered: ${answer}`));
    }, 15_000).unref();
  });

describe('a client that never finishes', () => {
  it('its body is cut off with a 408 problem once the request timeout passes', async () => {
    const { answer, ms } = await sendAndWaitForClose(
      `POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"half":"of the body`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('application/problem+json');
    expect(answer).toContain('"code":"request_timeout"');
    expect(ms).toBeGreaterThanOrEqual(REQUEST_MS * 0.8);
    // The bound plus Node's check interval, with room for a loaded machine.
    expect(ms).toBeLessThan(REQUEST_MS + 5_000);
  }, 20_000);

  it('its headers are cut off once the headers timeout passes', async () => {
    const { answer, ms } = await sendAndWaitForClose('GET /echo HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Well before the request timeout: the headers bound did it.
    expect(ms).toBeLessThan(REQUEST_MS * 0.75);
  }, 20_000);

  it('a complete request within the bounds is answered', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: { a: 1 } });
  });
});

describe('timeout configuration', () => {
  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => httpTimeoutsFrom({ HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_HEADERS_TIMEOUT_MS: '2000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });

  it('defaults to a 30 s body and 10 s headers', () => {
    expect(httpTimeoutsFrom({})).toMatchObject({ requestMs: 30_000, headersMs: 10_000 });
  });
});
