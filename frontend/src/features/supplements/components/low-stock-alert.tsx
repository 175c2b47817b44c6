import type { Supplement } from '@regimen/domain/contracts/supplements';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { reorderUrl } from '../model/supplement-view.ts';

export function LowStockAlert({ supplement }: { supplement: Supplement }) {
  return (
    <div
      role="note"
      className="bg-warning-soft text-warning flex items-center gap-2 rounded-lg px-3 py-2 text-xs font-medium"
    >
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      <span className="flex-1">Low Stock Alert: {supplement.currentStock} left</span>
      <a
        href={reorderUrl(supplement)}
        target="_blank"
        rel="noopener noreferrer"
        className="focus-visible:ring-ring inline-flex items-center gap-1 rounded font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
      >
        Reorder<span className="sr-only"> {supplement.name} (opens in a new tab)</span>
        <ExternalLink aria-hidden="true" className="size-3" />
      </a>
    </div>
  );
}
