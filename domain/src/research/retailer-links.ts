import type { RetailerSearchLink } from '../contracts/research.ts';

/** Retailers' own public search pages; the name is the only thing sent, as the query of the link the user follows. */
const retailers: readonly { name: string; searchUrl: (query: string) => string }[] = [
  { name: 'Amazon', searchUrl: (query) => `https://www.amazon.com/s?k=${query}` },
  { name: 'iHerb', searchUrl: (query) => `https://www.iherb.com/search?kw=${query}` },
  { name: 'Walmart', searchUrl: (query) => `https://www.walmart.com/search?q=${query}` },
  { name: 'Target', searchUrl: (query) => `https://www.target.com/s?searchTerm=${query}` },
];

/**
 * Without a product-search service we know no products, prices or ratings, so the honest answer
 * is where to search for the name, never an invented listing (the server's default and the demo's).
 */
export function retailerSearchLinks(supplementName: string): RetailerSearchLink[] {
  const name = supplementName.trim();
  const query = encodeURIComponent(`${name} supplement`);
  return retailers.map((retailer) => ({ kind: 'search-link', retailer: retailer.name, title: `Search ${retailer.name} for ${name}`, url: retailer.searchUrl(query) }));
}
