import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toProviderError } from './openai-errors.ts';
import { ProviderError } from './provider.ts';

describe('toProviderError', () => {
  it('turns a schema mismatch and bad JSON into invalid_output without the reply in the message', () => {
    const mismatch = z.object({ summary: z.string() }).safeParse({ summary: 42, secret: 'raw model text' }).error;
    const fromZod = toProviderError(mismatch);
    expect(fromZod).toMatchObject({ code: 'invalid_output' });
    expect(fromZod.message).not.toMatch(/42|summary|raw model text/);
    expect(toProviderError(new SyntaxError('Unexpected token < in JSON')).code).toBe('invalid_output');
  });

  it('keeps a ProviderError as it is and calls anything unknown unavailable', () => {
    const original = new ProviderError('not_found', 'Nothing.');
    expect(toProviderError(original)).toBe(original);
    const unknown = toProviderError(new TypeError('fetch failed at /internal/path'));
    expect(unknown.code).toBe('unavailable');
    expect(JSON.stringify(unknown)).not.toContain('/internal/path');
  });
});
