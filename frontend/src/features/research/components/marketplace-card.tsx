import { ExternalLink, ShoppingBag, Star } from 'lucide-react';
import type { MarketplaceProduct, RetailerSearchLink } from '@regimen/domain/contracts/research';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMarketplaceSearch } from '../api/search-marketplace.ts';

function ProductItem({ product }: { product: MarketplaceProduct }) {
  return (
    <li className="flex gap-3 py-2">
      {product.image && <img src={product.image} alt="" className="size-14 shrink-0 rounded object-cover" loading="lazy" />}
      <div className="grid min-w-0 gap-1 text-sm">
        <a href={product.url} target="_blank" rel="noopener noreferrer" className="text-primary font-medium break-words underline-offset-4 hover:underline">
          {product.title}
        </a>
        {product.brand && <span className="text-muted-foreground text-xs">{product.brand}</span>}
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {product.price && <span className="font-semibold">{product.price}</span>}
          {product.originalPrice && <span className="text-muted-foreground line-through">{product.originalPrice}</span>}
          {product.discountPercent !== null && <Badge variant="emerald">-{product.discountPercent}%</Badge>}
          {product.rating !== null && (
            <span className="flex items-center gap-0.5">
              <Star aria-hidden="true" className="size-3" /> {product.rating.toFixed(1)}
              {product.reviewCount !== null && <span className="text-muted-foreground"> ({product.reviewCount})</span>}
            </span>
          )}
          {product.isAmazonsChoice && <Badge variant="blue">Amazon's Choice</Badge>}
          {product.isTopSeller && <Badge variant="purple">Top seller</Badge>}
          {product.isPrime && <Badge variant="neutral">Prime</Badge>}
        </div>
      </div>
    </li>
  );
}

function SearchLinkItem({ link }: { link: RetailerSearchLink }) {
  return (
    <li>
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        className="hover:bg-muted focus-visible:ring-ring flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm focus-visible:ring-2 focus-visible:outline-none"
      >
        <span className="min-w-0 break-words">{link.title}</span>
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      </a>
    </li>
  );
}

/** Spec 02's product search by supplement name; shows products when a product-search service is configured, else retailer links. */
export function MarketplaceCard({ supplementName }: { supplementName: string }) {
  const search = useMarketplaceSearch(supplementName);
  return (
    <Card role="region" aria-labelledby="marketplace-heading">
      <CardHeader>
        <div className="flex items-center gap-2">
          <ShoppingBag aria-hidden="true" className="text-primary size-5" />
          <CardTitle as="h2" id="marketplace-heading">
            Where to Buy
          </CardTitle>
        </div>
        <CardDescription>
          {supplementName.trim() === '' ? 'Research a supplement to see where to buy it.' : `Shopping for ${supplementName}. Regimen earns nothing from these links.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {supplementName.trim() === '' ? null : search.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Searching retailers">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        ) : search.isError ? (
          <p className="text-destructive text-sm">Product search is unavailable right now. Please try again later.</p>
        ) : search.data.results.length === 0 ? (
          <p className="text-muted-foreground text-sm">No products found for this name.</p>
        ) : search.data.provider === 'retailer-links' ? (
          <>
            <ul className="grid gap-2" aria-label="Retailer searches">
              {search.data.results.map((result) => (result.kind === 'search-link' ? <SearchLinkItem key={result.url} link={result} /> : null))}
            </ul>
            <p className="text-muted-foreground mt-3 text-xs">We show no prices or ratings we cannot check; each link opens the retailer’s own search.</p>
          </>
        ) : (
          <ul className="divide-y" aria-label="Products">
            {search.data.results.map((result) =>
              result.kind === 'product' ? <ProductItem key={result.url} product={result} /> : <SearchLinkItem key={result.url} link={result} />,
            )}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
