import { History, Loader2, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { canResearch } from '../model/research-view.ts';

export type ResearchFormProps = {
  query: string;
  onQueryChange: (query: string) => void;
  onSubmit: (query: string) => void;
  pending: boolean;
  historyOpen: boolean;
  onToggleHistory: () => void;
};

/** Spec 02: Enter submits; the button is disabled while the name is blank or a request is pending. */
export function ResearchForm({ query, onQueryChange, onSubmit, pending, historyOpen, onToggleHistory }: ResearchFormProps) {
  const enabled = canResearch(query, pending);
  return (
    <Card>
      <CardContent className="pt-5">
        <form
          role="search"
          className="flex flex-col gap-3 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            if (enabled) onSubmit(query.trim());
          }}
        >
          <label htmlFor="research-query" className="sr-only">
            Supplement name
          </label>
          <Input
            id="research-query"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder="Enter a supplement name, e.g. ashwagandha or magnesium"
            maxLength={100}
            autoComplete="off"
            className="min-w-0 sm:flex-1"
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={!enabled} className="flex-1 sm:flex-none">
              {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Search aria-hidden="true" />}
              {pending ? 'Researching…' : 'Research'}
            </Button>
            <Button type="button" variant="outline" aria-pressed={historyOpen} onClick={onToggleHistory}>
              <History aria-hidden="true" />
              History
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
