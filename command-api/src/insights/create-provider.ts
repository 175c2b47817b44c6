import { aiEnvSchema } from '@regimen/server-kit/ai-config';
import { ConfigError } from '@regimen/server-kit/config';
import { createKnowledgeBaseProvider } from './knowledge-base-provider.ts';
import type { OpenAiProviderOptions } from './openai-provider.ts';
import type { InsightProvider } from './provider.ts';

const defaultOpenAiModel = 'gpt-4o-mini';
const defaultOpenAiTimeoutMs = 30_000;
const defaultOpenAiMaxRetries = 1;

/**
 * The OpenAI SDK (and the response formats built from it) is loaded on the first model call, so a
 * process without a model never loads it.
 */
const lazyOpenAiProvider = (options: OpenAiProviderOptions): InsightProvider => {
  let loaded: Promise<InsightProvider> | undefined;
  const provider = (): Promise<InsightProvider> => (loaded ??= import('./openai-provider.ts').then((module) => module.createOpenAiProvider(options)));
  return {
    id: 'openai',
    model: options.model,
    analyzeInteractions: async (input) => (await provider()).analyzeInteractions(input),
    analyzeBenefits: async (input) => (await provider()).analyzeBenefits(input),
    suggestSupplements: async (input) => (await provider()).suggestSupplements(input),
    analyzePrescription: async (input) => (await provider()).analyzePrescription(input),
    supplementOfTheDay: async (input) => (await provider()).supplementOfTheDay(input),
    research: async (input) => (await provider()).research(input),
    describeCondition: async (input) => (await provider()).describeCondition(input),
    recommendForCondition: async (input) => (await provider()).recommendForCondition(input),
  };
};

/**
 * The insight provider the environment asks for. `AI_PROVIDER=openai` needs `OPENAI_API_KEY`,
 * except with `OPENAI_BASE_URL`, where local servers often need no key (a placeholder is sent).
 * A bad value stops the start with a clear message instead of failing on the first analysis.
 */
export function createInsightProvider(env: NodeJS.ProcessEnv = process.env): InsightProvider {
  const parsed = aiEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid AI configuration: ${lines.join('; ')}`);
  }
  const config = parsed.data;
  if (config.AI_PROVIDER !== 'openai') return createKnowledgeBaseProvider();
  if (config.OPENAI_API_KEY === undefined && config.OPENAI_BASE_URL === undefined) {
    throw new ConfigError('AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local OpenAI-compatible server)');
  }
  return lazyOpenAiProvider({
    apiKey: config.OPENAI_API_KEY ?? 'not-needed',
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL ?? defaultOpenAiModel,
    timeoutMs: config.OPENAI_TIMEOUT_MS ?? defaultOpenAiTimeoutMs,
    maxRetries: config.OPENAI_MAX_RETRIES ?? defaultOpenAiMaxRetries,
  });
}
