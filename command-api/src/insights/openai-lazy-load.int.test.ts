import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Spawns Node processes (a few seconds each): with the integration tests, not the fast unit run.

describe('the OpenAI SDK', () => {
  // A child process records every module it resolves from the openai package.
  const openAiModulesLoaded = (script: string): number => {
    const provider = fileURLToPath(new URL('./create-provider.ts', import.meta.url));
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', `
      import { registerHooks } from 'node:module';
      const seen = new Set();
      registerHooks({ resolve(specifier, context, next) { const result = next(specifier, context); if (result.url.includes('/node_modules/openai/')) seen.add(result.url); return result; } });
      const { createInsightProvider } = await import(${JSON.stringify(provider)});
      ${script}
      console.log(seen.size);`], { encoding: 'utf8' });
    return Number(output.trim());
  };

  it('is not loaded when no model is configured, nor when one is until its first call', () => {
    expect(openAiModulesLoaded(`createInsightProvider({});`)).toBe(0);
    expect(openAiModulesLoaded(`createInsightProvider({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k' });`)).toBe(0);
  });

  it('is loaded by the first model call', () => {
    const call = `await createInsightProvider({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_MAX_RETRIES: '0', OPENAI_TIMEOUT_MS: '500' }).research({ supplementName: 'Zinc' }).catch(() => undefined);`;
    expect(openAiModulesLoaded(call)).toBeGreaterThan(0);
  });
});
