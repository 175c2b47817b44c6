import { describe, expect, it } from 'vitest';
import { oncePerMutation, randomUuid } from './ids.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('makes distinct v4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, randomUuid));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('makes valid v4 UUIDs without crypto.randomUUID too', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(randomUuid()).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('oncePerMutation', () => {
  it('builds once per variables object, so a retry reuses the same key', () => {
    let built = 0;
    const keyFor = oncePerMutation((_: { supplementId: string }) => `key-${++built}`);
    const first = { supplementId: 'a' };

    expect(keyFor(first)).toBe('key-1');
    expect(keyFor(first)).toBe('key-1');
    expect(keyFor({ supplementId: 'a' })).toBe('key-2');
  });
});
