import { z } from 'zod';
import { plainText } from './fields.ts';

/**
 * POST /api/research for a name the knowledge base does not know, with no model to ask: a 404
 * problem whose `closestNames` extension offers the known names nearest to what was typed.
 */
export const unknownResearchProblemSchema = z.object({
  status: z.literal(404),
  code: z.literal('ai_not_found'),
  detail: z.string(),
  closestNames: z.array(z.string()).max(10),
});
export type UnknownResearchProblem = z.infer<typeof unknownResearchProblemSchema>;

export const marketplaceSearchRequestSchema = z.object({
  supplementName: plainText().trim().min(1, 'Enter a supplement name').max(100, 'A supplement name has at most 100 characters'),
});
export type MarketplaceSearchRequest = z.infer<typeof marketplaceSearchRequestSchema>;

/**
 * A product a real product-search API returned (spec 01 "Marketplace product"). Every field a
 * provider did not give is null: nothing is filled in by us.
 */
const marketplaceProductSchema = z.object({
  kind: z.literal('product'),
  title: z.string(),
  brand: z.string().nullable(),
  image: z.url().nullable(),
  url: z.url(),
  price: z.string().nullable(),
  originalPrice: z.string().nullable(),
  discountPercent: z.number().min(0).max(100).nullable(),
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: z.int().min(0).nullable(),
  isAmazonsChoice: z.boolean(),
  isTopSeller: z.boolean(),
  isPrime: z.boolean(),
});
export type MarketplaceProduct = z.infer<typeof marketplaceProductSchema>;

/** A retailer's own search page for the name: what the offline provider honestly has to offer. */
const retailerSearchLinkSchema = z.object({
  kind: z.literal('search-link'),
  retailer: z.string(),
  title: z.string(),
  url: z.url(),
});
export type RetailerSearchLink = z.infer<typeof retailerSearchLinkSchema>;

export const marketplaceSearchResponseSchema = z.object({
  supplementName: z.string(),
  /** `retailer-links` (offline default) or `product-api` (a configured product-search service). */
  provider: z.enum(['retailer-links', 'product-api']),
  results: z.array(z.discriminatedUnion('kind', [marketplaceProductSchema, retailerSearchLinkSchema])).max(50),
});
export type MarketplaceSearchResponse = z.infer<typeof marketplaceSearchResponseSchema>;
