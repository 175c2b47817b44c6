import { frequencyLabel } from '../model/supplement-options.ts';
import { ingredientSummary, stockLabel } from '../model/supplement-view.ts';
import { SupplementName, type SupplementItemProps } from './supplement-card.tsx';
import { SupplementBadges } from './supplement-badges.tsx';
import { SupplementMenu } from './supplement-menu.tsx';

/** The list view's row: the card's facts on one line, with Inactive, Low Stock and timing as badges. */
export function SupplementRow({ supplement, headingLevel, onAction }: SupplementItemProps) {
  const ingredients = ingredientSummary(supplement.ingredients);
  const facts = [
    supplement.dosage,
    frequencyLabel(supplement.frequency),
    stockLabel(supplement.currentStock),
    supplement.nextDueTime && `Next ${supplement.nextDueTime}`,
  ].filter(Boolean);
  return (
    <div className="bg-card flex items-start gap-3 rounded-xl border p-4 shadow-sm sm:items-center">
      <div className="grid min-w-0 flex-1 gap-1.5 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-center sm:gap-4">
        <div className="min-w-0">
          <SupplementName supplement={supplement} headingLevel={headingLevel} onOpen={() => onAction('details')} />
          <p className="text-muted-foreground truncate text-sm">{supplement.brand ?? 'No brand'}</p>
        </div>
        <div className="grid gap-1.5">
          <SupplementBadges supplement={supplement} variant="row" />
          <p className="text-muted-foreground text-xs">{facts.join(' · ')}</p>
          {ingredients && (
            <p className="text-muted-foreground text-xs">
              {ingredients.shown}
              {ingredients.more && <span className="font-medium"> {ingredients.more}</span>}
            </p>
          )}
        </div>
      </div>
      <SupplementMenu supplement={supplement} onAction={onAction} />
    </div>
  );
}
