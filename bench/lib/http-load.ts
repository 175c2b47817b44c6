import { connect, type Socket } from 'node:net';

/**
 * A small HTTP/1.1 keep-alive client for load generation: one request in flight per
 * connection, requests pre-serialised, responses parsed just enough (status, headers,
 * Content-Length or chunked body). It costs the load generator far less CPU than fetch, which
 * matters when client and server share two cores.
 */

export interface Response {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface RequestSpec {
  readonly method: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

const CRLF2 = Buffer.from('\r\n\r\n');

export class HttpConnection {
  private readonly socket: Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: { resolve: (response: Response) => void; reject: (error: Error) => void } | null = null;
  private closed: Error | null = null;
  readonly ready: Promise<void>;

  constructor(host: string, port: number) {
    this.socket = connect({ host, port, noDelay: true });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    const fail = (error: Error): void => {
      this.closed = error;
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error);
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('connection closed')));
  }

  request(spec: RequestSpec): Promise<Response> {
    if (this.closed) return Promise.reject(this.closed);
    if (this.pending) return Promise.reject(new Error('one request at a time per connection'));
    const body = spec.body === undefined ? '' : spec.body;
    const lines = [`${spec.method} ${spec.path} HTTP/1.1`, 'host: bench', 'connection: keep-alive'];
    for (const [name, value] of Object.entries(spec.headers ?? {})) lines.push(`${name}: ${value}`);
    if (spec.body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private parse(): void {
    if (!this.pending) return;
    const end = this.buffer.indexOf(CRLF2);
    if (end < 0) return;
    const head = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(head[0]!.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of head.slice(1)) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const start = end + 4;
    let body: string;
    let consumed: number;
    if (headers['transfer-encoding']?.includes('chunked')) {
      const parts: Buffer[] = [];
      let at = start;
      for (;;) {
        const lineEnd = this.buffer.indexOf('\r\n', at);
        if (lineEnd < 0) return;
        const size = Number.parseInt(this.buffer.subarray(at, lineEnd).toString('latin1'), 16);
        if (this.buffer.length < lineEnd + 2 + size + 2) return;
        if (size === 0) {
          consumed = lineEnd + 4;
          break;
        }
        parts.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(parts).toString('utf8');
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (this.buffer.length < start + length) return;
      body = this.buffer.subarray(start, start + length).toString('utf8');
      consumed = start + length;
    }
    this.buffer = this.buffer.subarray(consumed);
    const pending = this.pending;
    this.pending = null;
    pending.resolve({ status, headers, body });
  }
}

export const openConnections = async (url: string, count: number): Promise<HttpConnection[]> => {
  const { hostname, port } = new URL(url);
  const connections = Array.from({ length: count }, () => new HttpConnection(hostname, Number(port)));
  await Promise.all(connections.map((connection) => connection.ready));
  return connections;
};

/** Latencies in ms; percentiles by nearest rank. */
export class Latencies {
  private values = new Float64Array(1024);
  private size = 0;
  add(ms: number): void {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size++] = ms;
  }
  get count(): number {
    return this.size;
  }
  percentile(p: number): number {
    if (this.size === 0) return Number.NaN;
    const sorted = this.values.slice(0, this.size).sort();
    return sorted[Math.min(this.size - 1, Math.max(0, Math.ceil((p / 100) * this.size) - 1))]!;
  }
  summary(): { count: number; p50: number; p90: number; p99: number; max: number } {
    return { count: this.size, p50: this.percentile(50), p90: this.percentile(90), p99: this.percentile(99), max: this.percentile(100) };
  }
}

export interface LoadResult {
  readonly ok: number;
  readonly failed: number;
  readonly seconds: number;
  readonly rate: number;
  readonly latency: ReturnType<Latencies['summary']>;
  readonly statuses: Readonly<Record<string, number>>;
}

const finish = (ok: number, failed: number, seconds: number, latencies: Latencies, statuses: Map<number, number>): LoadResult => ({
  ok,
  failed,
  seconds,
  rate: ok / seconds,
  latency: latencies.summary(),
  statuses: Object.fromEntries([...statuses].map(([status, n]) => [String(status), n])),
});

/**
 * Closed loop: each connection sends its next request as soon as the last one answered, for
 * `seconds`. `next(i)` builds connection i's next request; `check` says whether an answer is a
 * success (default 2xx).
 */
export const closedLoop = async (
  connections: readonly HttpConnection[],
  seconds: number,
  next: (connection: number) => RequestSpec,
  options: { check?: (response: Response) => boolean; warmupSeconds?: number } = {},
): Promise<LoadResult> => {
  const check = options.check ?? ((response) => response.status >= 200 && response.status < 300);
  const latencies = new Latencies();
  const statuses = new Map<number, number>();
  let ok = 0;
  let failed = 0;
  const warmupEnd = performance.now() + (options.warmupSeconds ?? 0) * 1000;
  const end = warmupEnd + seconds * 1000;
  await Promise.all(
    connections.map(async (connection, index) => {
      for (;;) {
        const started = performance.now();
        if (started >= end) return;
        const response = await connection.request(next(index));
        const now = performance.now();
        if (started < warmupEnd) continue;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (check(response)) {
          ok += 1;
          latencies.add(now - started);
        } else failed += 1;
      }
    }),
  );
  return finish(ok, failed, seconds, latencies, statuses);
};

/**
 * Open loop at a fixed rate: requests are due every 1/rate s whether or not earlier ones have
 * answered; each is sent on a free connection (more are opened as needed, up to `maxConnections`)
 * and its latency counts from when it was due, so queueing shows (no coordinated omission).
 * `after(response, index, sentAt)` may await more work (counted in the latency).
 */
export const openLoop = async (
  url: string,
  rate: number,
  seconds: number,
  next: (index: number) => RequestSpec,
  options: {
    maxConnections?: number;
    check?: (response: Response) => boolean;
    after?: (response: Response, index: number) => Promise<void>;
  } = {},
): Promise<LoadResult & { dropped: number }> => {
  const check = options.check ?? ((response) => response.status >= 200 && response.status < 300);
  const maxConnections = options.maxConnections ?? 256;
  const idle: HttpConnection[] = await openConnections(url, Math.min(32, maxConnections));
  let open = idle.length;
  const { hostname, port } = new URL(url);
  const latencies = new Latencies();
  const statuses = new Map<number, number>();
  let ok = 0;
  let failed = 0;
  let dropped = 0;
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();

  const send = async (index: number, due: number): Promise<void> => {
    // Sent up to 1 ms early (timers are not finer): then the latency counts from the send, never
    // from a later due time, so it cannot come out shorter than the request took.
    const from = Math.min(due, performance.now());
    let connection = idle.pop();
    if (!connection) {
      if (open >= maxConnections) {
        dropped += 1;
        return;
      }
      open += 1;
      connection = new HttpConnection(hostname, Number(port));
      await connection.ready;
    }
    try {
      const response = await connection.request(next(index));
      if (options.after) await options.after(response, index);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (check(response)) {
        ok += 1;
        latencies.add(performance.now() - from);
      } else failed += 1;
      idle.push(connection);
    } catch {
      failed += 1;
      open -= 1;
    }
  };

  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const promise = send(index, due);
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  for (const connection of idle) connection.close();
  return { ...finish(ok, failed, elapsed, latencies, statuses), dropped };
};
