import { ConfigError } from '@regimen/server-kit/config';
import { marketplaceEnvSchema } from '@regimen/server-kit/ai-config';
import type { MarketplaceProvider } from './marketplace-provider.ts';
import { createProductApiProvider } from './product-api-provider.ts';
import { createRetailerLinksProvider } from './retailer-links-provider.ts';

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
