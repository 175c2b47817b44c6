import type { Supplement } from '@regimen/domain/contracts/supplements';
import { isLowStock } from '@regimen/domain/rules/low-stock';
import { timingLabel } from '@regimen/domain/rules/timing';
import { TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle, type HeadingLevel } from '../../../components/ui/card.tsx';
import { frequencyLabel } from '../model/supplement-options.ts';

const TYPE_BADGES = { single: null, complex: 'Complex', multivitamin: 'Multi' } as const;
const VISIBLE_INGREDIENTS = 3;

export function SupplementCard({ supplement, headingLevel }: { supplement: Supplement; headingLevel: HeadingLevel }) {
  const typeBadge = TYPE_BADGES[supplement.type];
  const ingredients = supplement.ingredients ?? [];
  const lowStock = isLowStock(supplement);
  const details = [
    ['Dosage', supplement.dosage],
    ['Frequency', frequencyLabel(supplement.frequency)],
    ['Stock', supplement.currentStock === null ? 'Not tracked' : `${supplement.currentStock} units`],
    ['Next dose', supplement.nextDueTime ?? timingLabel(supplement.timing)],
  ] as const;

  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle as={headingLevel}>{supplement.name}</CardTitle>
        <p className="text-muted-foreground text-sm">{supplement.brand ?? 'No brand'}</p>
        {(typeBadge || supplement.fastingSafe || supplement.isActive === false) && (
          <div className="mt-1 flex flex-wrap gap-1">
            {typeBadge && <Badge variant="neutral">{typeBadge}</Badge>}
            {supplement.fastingSafe && <Badge>Fasting Safe</Badge>}
            {supplement.isActive === false && <Badge variant="outline">Inactive</Badge>}
          </div>
        )}
        {ingredients.length > 0 && (
          <p className="text-muted-foreground text-xs">
            {ingredients.slice(0, VISIBLE_INGREDIENTS).join(', ')}
            {ingredients.length > VISIBLE_INGREDIENTS && ` +${ingredients.length - VISIBLE_INGREDIENTS} more`}
          </p>
        )}
      </CardHeader>
      <CardContent className="mt-auto grid gap-3">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted-foreground text-xs">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {lowStock && (
          <p className="bg-warning-soft text-warning flex items-center gap-2 rounded-lg px-3 py-2 text-xs font-medium">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Low Stock Alert: {supplement.currentStock} left
          </p>
        )}
      </CardContent>
    </Card>
  );
}
