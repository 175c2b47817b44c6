import { describe, expect, it } from 'vitest';
import { ConfigError } from '@regimen/server-kit/config';
import { createInsightProvider } from './create-provider.ts';

describe('createInsightProvider', () => {
  it('uses the knowledge base by default and when asked', () => {
    expect(createInsightProvider({}).id).toBe('knowledge-base');
    expect(createInsightProvider({ AI_PROVIDER: 'knowledge-base', OPENAI_API_KEY: 'sk-test' }).id).toBe('knowledge-base');
  });

  it('uses OpenAI with a key, gpt-4o-mini unless a model is named', () => {
    expect(createInsightProvider({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' })).toMatchObject({ id: 'openai', model: 'gpt-4o-mini' });
    expect(createInsightProvider({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.1' }).model).toBe('llama3.1');
  });

  it('refuses OpenAI without a key or base URL, and bad values, naming the variable', () => {
    expect(() => createInsightProvider({ AI_PROVIDER: 'openai', OPENAI_API_KEY: '' })).toThrow(ConfigError);
    expect(() => createInsightProvider({ AI_PROVIDER: 'opneai' })).toThrow(/AI_PROVIDER/);
    expect(() => createInsightProvider({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k', OPENAI_TIMEOUT_MS: 'soon' })).toThrow(/OPENAI_TIMEOUT_MS/);
  });
});
