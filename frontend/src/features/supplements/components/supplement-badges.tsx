import type { Supplement } from '@regimen/domain/contracts/supplements';
import { isLowStock } from '@regimen/domain/rules/low-stock';
import { timingLabel } from '@regimen/domain/rules/timing';
import { Badge } from '../../../components/ui/badge.tsx';
import { TYPE_BADGES } from '../model/supplement-view.ts';

/**
 * Type (Complex / Multi) and Fasting Safe everywhere; the list row also shows Inactive, Low Stock
 * and the timing label (spec section 2), since it has no room for the card's alert.
 */
export function SupplementBadges({ supplement, variant }: { supplement: Supplement; variant: 'card' | 'row' }) {
  const typeBadge = TYPE_BADGES[supplement.type];
  const row = variant === 'row';
  const inactive = supplement.isActive === false;
  const lowStock = row && isLowStock(supplement);
  if (!typeBadge && !supplement.fastingSafe && !inactive && !row) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {row && <Badge variant="outline">{timingLabel(supplement.timing)}</Badge>}
      {typeBadge && <Badge variant="purple">{typeBadge}</Badge>}
      {supplement.fastingSafe && <Badge variant="emerald">Fasting Safe</Badge>}
      {inactive && <Badge variant="neutral">Inactive</Badge>}
      {lowStock && <Badge variant="warning">Low Stock</Badge>}
    </div>
  );
}
