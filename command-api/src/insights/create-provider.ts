import { z } from 'zod';
import { ConfigError } from '@regimen/server-kit/config';
import { createKnowledgeBaseProvider } from './knowledge-base-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import type { InsightProvider } from './provider.ts';

/** An unset variable and an empty one mean the same. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const aiEnvSchema = z.object({
  /** `knowledge-base` (default: offline, free, deterministic) or `openai` (any OpenAI-compatible server). */
  AI_PROVIDER: optional(z.enum(['knowledge-base', 'openai'])),
  OPENAI_API_KEY: optional(z.string().trim().min(1)),
  /** e.g. http://localhost:11434/v1 for a local server; OpenAI's API when unset. */
  OPENAI_BASE_URL: optional(z.url()),
  OPENAI_MODEL: optional(z.string().trim().min(1)),
  OPENAI_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000)),
  OPENAI_MAX_RETRIES: optional(z.coerce.number().int().min(0).max(5)),
});

const defaultOpenAiModel = 'gpt-4o-mini';
const defaultOpenAiTimeoutMs = 30_000;
const defaultOpenAiMaxRetries = 1;

/**
 * The insight provider the environment asks for. `AI_PROVIDER=openai` needs `OPENAI_API_KEY`,
 * except with `OPENAI_BASE_URL`, where local servers often need no key (a placeholder is sent).
 * A bad value stops the start with a clear message instead of failing on the first analysis.
 */
export function createInsightProvider(env: NodeJS.ProcessEnv = process.env): InsightProvider {
  const parsed = aiEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid AI configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.AI_PROVIDER !== 'openai') return createKnowledgeBaseProvider();
  if (config.OPENAI_API_KEY === undefined && config.OPENAI_BASE_URL === undefined) {
    throw new ConfigError('AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local OpenAI-compatible server)');
  }
  return createOpenAiProvider({
    apiKey: config.OPENAI_API_KEY ?? 'not-needed',
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL ?? defaultOpenAiModel,
    timeoutMs: config.OPENAI_TIMEOUT_MS ?? defaultOpenAiTimeoutMs,
    maxRetries: config.OPENAI_MAX_RETRIES ?? defaultOpenAiMaxRetries,
  });
}
