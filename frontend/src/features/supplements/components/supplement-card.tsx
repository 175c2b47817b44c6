import type { Supplement } from '@regimen/domain/contracts/supplements';
import { isLowStock } from '@regimen/domain/rules/low-stock';
import { timingLabel } from '@regimen/domain/rules/timing';
import { Card, CardContent, CardHeader, type HeadingLevel } from '../../../components/ui/card.tsx';
import { frequencyLabel } from '../model/supplement-options.ts';
import { ingredientSummary, stockLabel } from '../model/supplement-view.ts';
import { LowStockAlert } from './low-stock-alert.tsx';
import { SupplementBadges } from './supplement-badges.tsx';
import { SupplementMenu, type SupplementAction } from './supplement-menu.tsx';

export type SupplementItemProps = {
  supplement: Supplement;
  headingLevel: HeadingLevel;
  onAction: (action: SupplementAction) => void;
};

export function SupplementName({
  supplement,
  headingLevel: Heading,
  onOpen,
}: {
  supplement: Supplement;
  headingLevel: HeadingLevel;
  onOpen: () => void;
}) {
  return (
    <Heading className="text-base leading-tight font-semibold">
      <button
        type="button"
        onClick={onOpen}
        className="hover:text-primary focus-visible:ring-ring rounded text-left focus-visible:ring-2 focus-visible:outline-none"
      >
        {supplement.name}
      </button>
    </Heading>
  );
}

export function SupplementCard({ supplement, headingLevel, onAction }: SupplementItemProps) {
  const ingredients = ingredientSummary(supplement.ingredients);
  const details = [
    ['Dosage', supplement.dosage],
    ['Frequency', frequencyLabel(supplement.frequency)],
    ['Stock', stockLabel(supplement.currentStock)],
    ['Next dose', supplement.nextDueTime ?? timingLabel(supplement.timing)],
  ] as const;

  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <SupplementName supplement={supplement} headingLevel={headingLevel} onOpen={() => onAction('details')} />
            <p className="text-muted-foreground text-sm">{supplement.brand ?? 'No brand'}</p>
          </div>
          <SupplementMenu supplement={supplement} onAction={onAction} />
        </div>
        <SupplementBadges supplement={supplement} variant="card" />
        {ingredients && (
          <p className="text-muted-foreground text-xs">
            {ingredients.shown}
            {ingredients.more && <span className="font-medium"> {ingredients.more}</span>}
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted-foreground text-xs">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {isLowStock(supplement) && <LowStockAlert supplement={supplement} />}
      </CardContent>
    </Card>
  );
}
