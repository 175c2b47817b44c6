import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';

export type UnknownResearchCardProps = {
  query: string;
  closestNames: readonly string[];
  onResearch: (name: string) => void;
};

/** A name the knowledge base does not know: said plainly, with the nearest names it does know. */
export function UnknownResearchCard({ query, closestNames, onResearch }: UnknownResearchCardProps) {
  return (
    <Card role="region" aria-labelledby="unknown-research-heading">
      <CardContent className="grid gap-3 pt-5">
        <div className="flex items-start gap-3">
          <SearchX aria-hidden="true" className="text-muted-foreground mt-0.5 size-5 shrink-0" />
          <div className="grid min-w-0 gap-1">
            <h2 id="unknown-research-heading" className="font-semibold break-words">
              “{query}” is not in our knowledge base yet
            </h2>
            <p className="text-muted-foreground text-sm">
              We only show research we can back with a source, so there is nothing to show for this name. Check the
              spelling{closestNames.length > 0 ? ', or research one of the names we do know:' : ' or try the supplement’s common name.'}
            </p>
          </div>
        </div>
        {closestNames.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Closest known names">
            {closestNames.map((name) => (
              <li key={name}>
                <Button variant="outline" size="sm" onClick={() => onResearch(name)}>
                  {name}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
