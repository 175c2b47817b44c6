import formbody from '@fastify/formbody';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, type HttpApp } from './http.ts';
import { MAX_NESTING } from './hostile-text.ts';
import { createLogger } from './logger.ts';

let app: HttpApp;

// Routes without schemas: only the one app-wide check stands between them and the database.
beforeAll(async () => {
  app = createHttpApp({ logger: createLogger('silent') });
  await app.register(formbody);
  app.post('/notes', async (request) => ({ stored: request.body }));
  app.get('/items/:id', async (request) => ({ params: request.params, query: request.query }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const issuesOf = (body: string) => (JSON.parse(body) as { issues: { path: string; message: string }[] }).issues;

describe('hostile text in any request', () => {
  it('a NUL in a JSON body is a 400 problem naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/notes', headers: { 'content-type': 'application/json' }, payload: '{"note":{"text":"a\\u0000b"}}' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(issuesOf(response.body)).toEqual([{ path: 'body.note.text', message: 'Text must not contain the NUL character (U+0000)' }]);
  });

  it('a lone surrogate in an array item, and a NUL in a key, are refused too', async () => {
    const response = await app.inject({ method: 'POST', url: '/notes', headers: { 'content-type': 'application/json' }, payload: '{"tags":["ok","\\ud800"],"a\\u0000":1}' });
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.body).map((issue) => issue.path).sort()).toEqual(['body."a\\u0000"', 'body.tags.1']);
  });

  it('a form body, the query string and path params are checked alike', async () => {
    const form = await app.inject({ method: 'POST', url: '/notes', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=a%00b' });
    expect(form.statusCode).toBe(400);
    expect(issuesOf(form.body)[0]?.path).toBe('body.name');
    const query = await app.inject({ method: 'GET', url: '/items/1?q=%00' });
    expect(query.statusCode).toBe(400);
    expect(issuesOf(query.body)[0]?.path).toBe('querystring.q');
    const params = await app.inject({ method: 'GET', url: '/items/a%00' });
    expect(params.statusCode).toBe(400);
    expect(issuesOf(params.body)[0]?.path).toBe('params.id');
  });

  it('keeps emoji, right-to-left and combining characters', async () => {
    const text = 'Vitamin 😀 D ויטמין e\u0301';
    const response = await app.inject({ method: 'POST', url: '/notes', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ text }) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: { text } });
  });
});

describe('deeply nested JSON', () => {
  it(`is accepted up to ${MAX_NESTING} levels and refused beyond`, async () => {
    const within = await app.inject({ method: 'POST', url: '/notes', headers: { 'content-type': 'application/json' }, payload: nested(MAX_NESTING) });
    expect(within.statusCode).toBe(200);
    const beyond = await app.inject({ method: 'POST', url: '/notes', headers: { 'content-type': 'application/json' }, payload: nested(MAX_NESTING + 1) });
    expect(beyond.statusCode).toBe(400);
    expect(issuesOf(beyond.body)[0]?.message).toBe(`Nested deeper than ${MAX_NESTING} levels`);
  });

  it('is refused without a stack overflow however deep it goes', async () => {
    const response = await app.inject({ method: 'POST', url: '/notes', headers: { 'content-type': 'application/json' }, payload: `${'['.repeat(40_000)}${']'.repeat(40_000)}` });
    expect(response.statusCode).toBe(400);
  });
});

describe('errors before a route is found', () => {
  it('a path that is not valid percent-encoding is a 400 problem', async () => {
    const response = await app.inject({ method: 'GET', url: '/items/%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});
