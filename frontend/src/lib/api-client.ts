import { z } from 'zod';

/** A non-OK answer. The message format (`404: Not found`) is what the UI and its tests rely on. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The answer's headers (a 429 says when to come back in Retry-After). */
  readonly headers: Headers;

  constructor(status: number, statusText: string, body: string, headers: Headers = new Headers()) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** The answer was OK but did not match its contract (or was not JSON at all). */
export class ApiContractError extends Error {
  constructor(method: string, path: string, cause: unknown) {
    super(`Unexpected response from ${method} ${path}`, { cause });
    this.name = 'ApiContractError';
  }
}

export type CommandMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiClient = {
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>>;
  send<S extends z.ZodType>(
    method: CommandMethod,
    path: string,
    body: unknown,
    schema: S,
    options?: CommandOptions,
  ): Promise<z.output<S>>;
  /** The highest event position written by this client so far, if any. */
  lastPosition(): string | null;
  /**
   * Calls `listener` whenever a read answers with X-Read-Degraded (some of the user's data could
   * not be brought up to date on the server); returns the unsubscribe.
   */
  onDegraded(listener: (projections: string) => void): () => void;
  /** The raw answer, whatever its status: for callers that read headers (the rate-limit demo). */
  exchange(method: 'GET' | CommandMethod, path: string, body?: unknown): Promise<{ status: number; headers: Headers; body: unknown }>;
};

export type CommandOptions = {
  /** Same key, same command: the server answers a retried command without applying it twice. */
  idempotencyKey?: string;
};

export type ApiClientOptions = {
  /** Demo mode passes an in-memory implementation, so no request ever leaves the browser. */
  fetch?: typeof globalThis.fetch;
};

const EVENT_POSITION_HEADER = 'X-Event-Position';
const MIN_POSITION_HEADER = 'X-Min-Position';
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const READ_DEGRADED_HEADER = 'X-Read-Degraded';

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let lastPosition: bigint | null = null;
  const degradedListeners = new Set<(projections: string) => void>();

  function remember(header: string | null): void {
    if (header === null || !/^\d+$/.test(header)) return;
    const position = BigInt(header);
    if (lastPosition === null || position > lastPosition) lastPosition = position;
  }

  async function request<S extends z.ZodType>(
    method: 'GET' | CommandMethod,
    path: string,
    body: unknown,
    schema: S,
    options: CommandOptions = {},
  ): Promise<z.output<S>> {
    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (options.idempotencyKey !== undefined) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    // Read-your-writes: the read side waits until its projections reach what we wrote.
    if (method === 'GET' && lastPosition !== null) headers.set(MIN_POSITION_HEADER, lastPosition.toString());

    const response = await doFetch(path, {
      method,
      headers,
      credentials: 'include',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, response.statusText, text, response.headers);
    if (method !== 'GET') remember(response.headers.get(EVENT_POSITION_HEADER));
    const degraded = response.headers.get(READ_DEGRADED_HEADER);
    if (method === 'GET' && degraded) for (const listener of degradedListeners) listener(degraded);

    let json: unknown;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch (error) {
      throw new ApiContractError(method, path, error);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ApiContractError(method, path, parsed.error);
    return parsed.data;
  }

  return {
    get: (path, schema) => request('GET', path, undefined, schema),
    send: (method, path, body, schema, options) => request(method, path, body, schema, options),
    lastPosition: () => lastPosition?.toString() ?? null,
    onDegraded: (listener) => {
      degradedListeners.add(listener);
      return () => degradedListeners.delete(listener);
    },
    exchange: async (method, path, body) => {
      const response = await doFetch(path, {
        method,
        headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        credentials: 'include',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text === '' ? null : JSON.parse(text);
      } catch {
        // Not JSON: the text as it came.
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
  };
}

const problemSchema = z.object({
  detail: z.string().min(1).optional(),
  retryAfter: z.number().nonnegative().optional(),
  message: z.string().min(1).optional(),
  title: z.string().min(1).optional(),
  code: z.string().min(1).optional(),
});

function problemOf(error: ApiError) {
  try {
    const parsed = problemSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Seconds until a refused (429) request may be sent again: the body's `retryAfter`, else the Retry-After header. */
export function retryAfterSeconds(error: ApiError): number | null {
  const fromBody = problemOf(error)?.retryAfter;
  if (fromBody !== undefined) return Math.ceil(fromBody);
  const header = error.headers.get('Retry-After');
  if (header === null) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** The stable machine-readable reason of a problem+json answer (e.g. `supplement_limit_reached`), if any. */
export function problemCode(error: ApiError): string | null {
  return problemOf(error)?.code ?? null;
}

/** The most useful human-readable text of a failure: the problem+json `detail` or `title` when there is one. */
export function serverMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.body === '') return error instanceof Error ? error.message : String(error);
  const problem = problemOf(error);
  return problem?.detail ?? problem?.message ?? problem?.title ?? error.body;
}
