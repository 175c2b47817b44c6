import type { RegisteredRoute } from '@regimen/server-kit/route-table';
import { RAW_INFINITY, hostileTexts, rawJson } from './hostile-values.ts';

/** One generated request: a path (with its query), headers and a body sent exactly as given. */
export interface BadRequest {
  readonly label: string;
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string | Uint8Array;
}

interface ZodLike {
  readonly shape?: Record<string, unknown>;
  readonly def?: { readonly in?: unknown; readonly innerType?: unknown };
}

/** The field names of an object schema, looking through pipes, transforms, optional and defaults. */
const fieldsOf = (schema: unknown): string[] => {
  let current = schema as ZodLike | undefined;
  for (let depth = 0; depth < 8 && current; depth += 1) {
    if (current.shape) return Object.keys(current.shape);
    current = (current.def?.in ?? current.def?.innerType) as ZodLike | undefined;
  }
  return [];
};

const VALID_ID = '00000000-0000-4000-8000-00000000abcd';
const json = { 'content-type': 'application/json' };

const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Values of the wrong type, out of bounds, hostile text, and huge or deeply nested ones, for any field. */
const badValues: readonly [string, unknown][] = [
  ['number', 123],
  ['string', 'not what was expected'],
  ['boolean', true],
  ['null', null],
  ['array', ['x']],
  ['object', { a: 1 }],
  ['negative zero', -0],
  ['infinity', RAW_INFINITY],
  ['int4 overflow', 2_147_483_648],
  ['fraction', 1.5],
  ['number as string', '5'],
  ['NUL', hostileTexts.nul],
  ['lone high surrogate', hostileTexts.loneHigh],
  ['lone low surrogate', hostileTexts.loneLow],
  ['year 0000', '0000-01-01T00:00:00Z'],
  ['offset +23:59', '2024-06-01T12:00:00+23:59'],
  ['date 0000', '0000-01-01'],
  ['20k text', 'x'.repeat(20_000)],
  ['array of NUL', [hostileTexts.nul]],
];

const badPathSegments: readonly [string, string][] = [
  ['not a uuid', 'not-a-uuid'],
  ['very long', 'x'.repeat(5_000)],
  ['NUL', '%00'],
  ['lone surrogate (CESU)', '%ED%A0%80'],
  ['invalid percent', '%'],
  ['traversal', '..%2F..%2Fetc'],
  ['emoji', '%F0%9F%98%80'],
];

const badQueries: readonly [string, string][] = [
  ['NUL', 'x=%00'],
  ['lone surrogate', 'x=%ED%A0%80'],
  ['bracket keys', 'a[b][c]=1&a[]=2'],
  ['many keys', Array.from({ length: 1_000 }, (_, i) => `k${i}=v`).join('&')],
  ['long value', `x=${'y'.repeat(6_000)}`],
];

const badQueryValues: readonly [string, string][] = [
  ['NUL', '%00'],
  ['lone surrogate', '%ED%A0%80'],
  ['year 0000', '0000-01-01T00:00:00Z'],
  ['year 9999', '9999-12-31T23:59:59Z'],
  ['offset +23:59', '2024-06-01T12:00:00%2B23:59'],
  ['huge number', '1e309'],
  ['negative', '-99999999999'],
  ['long', 'z'.repeat(3_000)],
];

const badHeaders: readonly [string, Record<string, string>][] = [
  ['X-Min-Position letters', { 'x-min-position': 'abc' }],
  ['X-Min-Position negative', { 'x-min-position': '-1' }],
  ['X-Min-Position beyond int8', { 'x-min-position': '9999999999999999999' }],
  ['X-Min-Position 20 digits', { 'x-min-position': '99999999999999999999' }],
  ['X-Min-Position 8k', { 'x-min-position': '1'.repeat(8_000) }],
  ['Idempotency-Key 5k', { 'idempotency-key': 'k'.repeat(5_000) }],
  ['Idempotency-Key latin-1', { 'idempotency-key': 'clé' }],
  ['If-Match letters', { 'if-match': 'abc' }],
  ['If-Match negative', { 'if-match': '"-1"' }],
  ['If-Match beyond int8', { 'if-match': '"99999999999999999999999"' }],
  ['If-Match weak', { 'if-match': 'W/"1"' }],
  ['oversized headers', { 'x-filler': 'f'.repeat(20_000) }],
];

const withParams = (url: string, segment: string): string => url.replace(/:[A-Za-z]+/g, segment).replace(/\*$/, segment);

/** A request the route accepts: bad values replace one field of it at a time, so they get past the other checks. */
export interface ValidRequest {
  /** The path with real ids (the caller's own entities), so a bad value reaches the command. */
  readonly path?: string;
  readonly body?: () => Record<string, unknown>;
}

/** Every generated bad request for one route. */
export const badRequestsFor = (route: RegisteredRoute, valid: ValidRequest = {}): BadRequest[] => {
  const { method } = route;
  const path = valid.path ?? withParams(route.url, VALID_ID);
  const base = valid.body ?? (() => ({}));
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const requests: BadRequest[] = [];
  const add = (label: string, request: Omit<BadRequest, 'label' | 'method'>) => requests.push({ label, method, ...request });

  if (route.url.includes(':')) {
    for (const [label, segment] of badPathSegments) add(`path ${label}`, { path: withParams(route.url, segment), headers: {} });
  }
  for (const [label, query] of badQueries) add(`query ${label}`, { path: `${path}?${query}`, headers: {} });
  for (const field of fieldsOf(route.schema?.querystring)) {
    for (const [label, value] of badQueryValues) add(`query ${field} ${label}`, { path: `${path}?${field}=${value}`, headers: {} });
  }
  for (const [label, headers] of badHeaders) add(`header ${label}`, { path, headers: { ...(hasBody ? json : {}), ...headers }, ...(hasBody ? { body: rawJson(base()) } : {}) });

  if (!hasBody) return requests;
  const fields = fieldsOf(route.schema?.body);
  for (const field of fields) {
    for (const [label, value] of badValues) add(`body ${field} ${label}`, { path, headers: json, body: rawJson({ ...base(), [field]: value }) });
  }
  const everyField = (value: unknown) => rawJson({ ...base(), ...Object.fromEntries(fields.map((field) => [field, value])) });
  add('body every field NUL', { path, headers: json, body: everyField(hostileTexts.nul) });
  add('body every field lone surrogate', { path, headers: json, body: everyField(hostileTexts.loneHigh) });
  add('body missing every field', { path, headers: json, body: '{}' });
  add('body extra fields', { path, headers: json, body: rawJson({ ...base(), extra: 'x\u0000', userId: '00000000-0000-4000-8000-000000000001', isAdmin: true }) });
  add('body __proto__', { path, headers: json, body: '{"__proto__":{"isAdmin":true}}' });
  add('body constructor.prototype', { path, headers: json, body: '{"constructor":{"prototype":{"isAdmin":true}}}' });
  add('body NUL key', { path, headers: json, body: '{"a\\u0000b":1}' });
  add('body array', { path, headers: json, body: '[{}]' });
  add('body string', { path, headers: json, body: '"text"' });
  add('body null', { path, headers: json, body: 'null' });
  add('body number', { path, headers: json, body: '-0' });
  add('body empty with JSON type', { path, headers: json, body: '' });
  add('body invalid JSON', { path, headers: json, body: '{"a":' });
  add('body invalid UTF-8', { path, headers: json, body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) });
  add('body nested 65 deep', { path, headers: json, body: nested(65) });
  add('body nested 20000 deep', { path, headers: json, body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` });
  add('body field nested 100 deep', { path, headers: json, body: `{"${fields[0] ?? 'a'}":${nested(100)}}` });
  add('body 300 kB', { path, headers: json, body: rawJson({ [fields[0] ?? 'a']: 'x'.repeat(300_000) }) });
  add('body text/plain', { path, headers: { 'content-type': 'text/plain' }, body: 'hello' });
  add('body form', { path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `${fields[0] ?? 'a'}=%00&x=%ED%A0%80` });
  add('body multipart', {
    path,
    headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\u0000\r\n--xyz--\r\n',
  });
  add('body without content type', { path, headers: {}, body: '{"a":1}' });
  add('body JSON charset latin1', { path, headers: { 'content-type': 'application/json; charset=latin1' }, body: '{}' });
  add('body odd JSON type', { path, headers: { 'content-type': 'application/json-patch+json' }, body: '[]' });
  return requests;
};
