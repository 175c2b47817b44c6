import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiContractError, ApiError, createApiClient, retryAfterSeconds, serverMessage } from './api-client.ts';

type Call = { url: string; init: RequestInit; headers: Headers };

function recordingFetch(respond: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init, headers: new Headers(init.headers) };
    calls.push(call);
    return respond(call);
  };
  return { calls, fetch };
}

const itemSchema = z.object({ id: z.string() });
const commandAnswer = (position: string) =>
  Response.json({ id: 'x', revision: '0', position }, { headers: { 'X-Event-Position': position } });

describe('a read', () => {
  it('sends cookies, no content type, and returns the parsed body', async () => {
    const { calls, fetch } = recordingFetch(() => Response.json({ id: 'a', extra: true }));
    const api = createApiClient({ fetch });

    await expect(api.get('/api/thing', itemSchema)).resolves.toEqual({ id: 'a' });
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('rejects a body that breaks the contract', async () => {
    const { fetch } = recordingFetch(() => Response.json({ id: 42 }));
    await expect(createApiClient({ fetch }).get('/api/thing', itemSchema)).rejects.toBeInstanceOf(ApiContractError);
  });

  it('rejects an answer that is not JSON', async () => {
    const { fetch } = recordingFetch(() => new Response('<!doctype html>', { status: 200 }));
    await expect(createApiClient({ fetch }).get('/api/thing', itemSchema)).rejects.toBeInstanceOf(ApiContractError);
  });
});

describe('a non-OK answer', () => {
  it('throws "status: body text"', async () => {
    const { fetch } = recordingFetch(() => new Response('Supplement already exists', { status: 409 }));
    const failure = createApiClient({ fetch }).send('POST', '/api/supplements', {}, itemSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: '409: Supplement already exists', status: 409 });
  });

  it('keeps the headers, so a 429 can say when to try again', async () => {
    const { fetch } = recordingFetch(() =>
      Response.json({ message: 'Too many requests', retryAfter: 30 }, { status: 429, headers: { 'Retry-After': '31' } }),
    );
    const failure = createApiClient({ fetch }).send('POST', '/api/ai/analyze-benefits', {}, itemSchema);
    const error = await failure.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    if (!(error instanceof ApiError)) return;
    expect(error.headers.get('Retry-After')).toBe('31');
    expect(retryAfterSeconds(error)).toBe(30);
    expect(retryAfterSeconds(new ApiError(429, 'Too Many Requests', '', new Headers({ 'Retry-After': '31' })))).toBe(31);
  });

  it('falls back to the status text when the body is empty', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(createApiClient({ fetch }).get('/api/thing', itemSchema)).rejects.toThrow('503: Service Unavailable');
  });
});

describe('a command', () => {
  it('sends JSON with a content type', async () => {
    const { calls, fetch } = recordingFetch(() => commandAnswer('7'));
    await createApiClient({ fetch }).send('POST', '/api/supplements', { name: 'Zinc' }, z.unknown());

    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"name":"Zinc"}');
  });
});

describe('a command with an idempotency key', () => {
  it('carries it in the Idempotency-Key header', async () => {
    const { calls, fetch } = recordingFetch(() => commandAnswer('1'));
    await createApiClient({ fetch }).send('POST', '/api/a', {}, z.unknown(), { idempotencyKey: 'k-1' });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('k-1');
  });
});

describe('read-your-writes', () => {
  it('sends no minimum position before any command', async () => {
    const { calls, fetch } = recordingFetch(() => Response.json({ id: 'a' }));
    await createApiClient({ fetch }).get('/api/thing', itemSchema);
    expect(calls[0]?.headers.has('X-Min-Position')).toBe(false);
  });

  it('makes every later read wait for the highest position written', async () => {
    const positions = ['12', '9'];
    const { calls, fetch } = recordingFetch((call) =>
      call.init.method === 'GET' ? Response.json({ id: 'a' }) : commandAnswer(positions.shift() ?? '0'),
    );
    const api = createApiClient({ fetch });

    await api.send('POST', '/api/a', {}, z.unknown());
    await api.send('PATCH', '/api/b', {}, z.unknown());
    await api.get('/api/thing', itemSchema);

    expect(calls.at(-1)?.headers.get('X-Min-Position')).toBe('12');
    expect(api.lastPosition()).toBe('12');
  });

  it('compares positions as big integers, not as text', async () => {
    const positions = ['9007199254740993', '99'];
    const { fetch } = recordingFetch(() => commandAnswer(positions.shift() ?? '0'));
    const api = createApiClient({ fetch });
    await api.send('POST', '/api/a', {}, z.unknown());
    await api.send('POST', '/api/a', {}, z.unknown());
    expect(api.lastPosition()).toBe('9007199254740993');
  });
});

describe('serverMessage', () => {
  it('prefers the problem detail, then the raw body, then the error message', () => {
    expect(serverMessage(new ApiError(409, 'Conflict', '{"title":"Conflict","detail":"Zinc already exists"}'))).toBe(
      'Zinc already exists',
    );
    expect(serverMessage(new ApiError(400, 'Bad Request', 'plain text'))).toBe('plain text');
    expect(serverMessage(new ApiError(500, 'Internal Server Error', ''))).toBe('500: Internal Server Error');
  });
});

describe('a read answered with X-Read-Degraded', () => {
  it('tells the degraded listeners which read models, and stops after unsubscribing', async () => {
    let degraded = true;
    const { fetch } = recordingFetch(() =>
      Response.json({ id: 'a' }, { headers: degraded ? { 'X-Read-Degraded': 'supplements' } : {} }),
    );
    const api = createApiClient({ fetch });
    const heard: string[] = [];
    const unsubscribe = api.onDegraded((projections) => heard.push(projections));

    expect(await api.get('/api/thing', itemSchema)).toEqual({ id: 'a' });
    degraded = false;
    await api.get('/api/thing', itemSchema);
    expect(heard).toEqual(['supplements']);

    degraded = true;
    unsubscribe();
    await api.get('/api/thing', itemSchema);
    expect(heard).toEqual(['supplements']);
  });
});
