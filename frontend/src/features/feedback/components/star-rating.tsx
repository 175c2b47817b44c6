import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five radio buttons drawn as stars: arrow keys move between them, as in any radio group. */
export function StarRating({ value, onChange }: { value: number | null; onChange: (rating: number) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        How would you rate Regimen? <span className="text-muted-foreground font-normal">(optional)</span>
      </legend>
      <div className="flex gap-1">
        {STARS.map((stars) => {
          const filled = value !== null && stars <= value;
          return (
            <label key={stars} className="relative">
              <input
                type="radio"
                name="feedback-rating"
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-label={stars === 1 ? '1 star' : `${stars} stars`}
                className="peer sr-only"
              />
              <span className="peer-focus-visible:ring-ring grid size-9 cursor-pointer place-items-center rounded-md peer-focus-visible:ring-2">
                <Star
                  aria-hidden="true"
                  className={cn(
                    'size-6 transition-colors',
                    filled ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                  )}
                />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
