import { ConfigError } from '@regimen/server-kit/config';
import { z } from 'zod';
import type { MarketplaceProvider } from './marketplace-provider.ts';
import { createProductApiProvider } from './product-api-provider.ts';
import { createRetailerLinksProvider } from './retailer-links-provider.ts';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const marketplaceEnvSchema = z.object({
  /** A product-search API's search endpoint; without it the marketplace card offers retailer search links. */
  MARKETPLACE_SEARCH_URL: optional(z.url({ protocol: /^https?$/ })),
  MARKETPLACE_API_KEY: optional(z.string().trim().min(1)),
  MARKETPLACE_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000)),
  MARKETPLACE_RESULT_LIMIT: optional(z.coerce.number().int().min(1).max(50)),
});

/** The marketplace provider the environment asks for; a bad value stops the start with a clear message. */
export function createMarketplaceProvider(env: NodeJS.ProcessEnv = process.env): MarketplaceProvider {
  const parsed = marketplaceEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid marketplace configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.MARKETPLACE_SEARCH_URL === undefined) return createRetailerLinksProvider();
  return createProductApiProvider({
    url: config.MARKETPLACE_SEARCH_URL,
    apiKey: config.MARKETPLACE_API_KEY,
    timeoutMs: config.MARKETPLACE_TIMEOUT_MS ?? 5_000,
    limit: config.MARKETPLACE_RESULT_LIMIT ?? 8,
  });
}
