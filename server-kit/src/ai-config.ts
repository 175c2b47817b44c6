import { z } from 'zod';

/** An unset variable and an empty one mean the same. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The AI provider's variables (and the marketplace's, below), part of the one configuration schema (config.ts). */
export const aiEnvShape = {
  /** `knowledge-base` (default: offline, free, deterministic) or `openai` (any OpenAI-compatible server). */
  AI_PROVIDER: optional(z.enum(['knowledge-base', 'openai'])),
  OPENAI_API_KEY: optional(z.string().trim().min(1)),
  /** e.g. http://localhost:11434/v1 for a local server; OpenAI's API when unset. */
  OPENAI_BASE_URL: optional(z.url()),
  OPENAI_MODEL: optional(z.string().trim().min(1)),
  OPENAI_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000)),
  OPENAI_MAX_RETRIES: optional(z.coerce.number().int().min(0).max(5)),
};

export const aiEnvSchema = z.object(aiEnvShape);

/** The marketplace product-search API's variables; without a URL the card offers retailer search links. */
export const marketplaceEnvShape = {
  MARKETPLACE_SEARCH_URL: optional(z.url({ protocol: /^https?$/ })),
  MARKETPLACE_API_KEY: optional(z.string().trim().min(1)),
  MARKETPLACE_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000)),
  MARKETPLACE_RESULT_LIMIT: optional(z.coerce.number().int().min(1).max(50)),
};

export const marketplaceEnvSchema = z.object(marketplaceEnvShape);
