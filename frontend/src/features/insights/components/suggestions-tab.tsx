import type { Suggestion } from '@regimen/domain/contracts/ai';
import { Plus, RefreshCw } from 'lucide-react';
import { AiFailureNotice } from '../../../components/ai/ai-failure-notice.tsx';
import { AnswerSource } from '../../../components/ai/answer-source.tsx';
import { ModelNote } from '../../../components/ai/model-note.tsx';
import { OriginBadge } from '../../../components/ai/origin-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSuggestions } from '../api/get-suggestions.ts';
import { reasoningPreview, shownSuggestions } from '../model/suggestions.ts';
import { PRIORITY_BADGES } from '../model/suggestion-view.ts';
import { notCheckedText } from '../model/interaction-view.ts';

export type SuggestionsTabProps = {
  /** Names of the user's supplements: a suggestion they already take is not offered. */
  takenNames: readonly string[];
  onDetails: (suggestion: Suggestion) => void;
  onAdd: (suggestion: Suggestion) => void;
  /** The suggestion being added, if any. */
  adding: string | null;
};

function SuggestionItem({ suggestion, onDetails, onAdd, adding }: { suggestion: Suggestion } & Omit<SuggestionsTabProps, 'takenNames'>) {
  const priority = PRIORITY_BADGES[suggestion.priority];
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{suggestion.supplementName}</h3>
        <Badge variant={priority.variant}>{priority.label}</Badge>
      </div>
      <p className="text-muted-foreground text-sm">{reasoningPreview(suggestion.reasoning)}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <OriginBadge origin={suggestion.origin} />
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onDetails(suggestion)}
            aria-label={`Details for ${suggestion.supplementName}`}
          >
            Details
          </Button>
          <Button
            size="sm"
            onClick={() => onAdd(suggestion)}
            disabled={adding !== null}
            aria-label={`Add ${suggestion.supplementName}`}
          >
            <Plus aria-hidden="true" />
            {adding === suggestion.supplementName ? 'Adding…' : 'Add'}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Spec: the first 2 suggestions with their reasoning cut at 80 characters, Details or Add, and View More. */
export function SuggestionsTab({ takenNames, onDetails, onAdd, adding }: SuggestionsTabProps) {
  const suggestions = useSuggestions();

  if (suggestions.isPending || (suggestions.isError && suggestions.isFetching)) {
    return (
      <div role="status" aria-label="Loading suggestions" className="grid gap-2">
        <Skeleton className="h-24 rounded-lg" />
        <Skeleton className="h-24 rounded-lg" />
      </div>
    );
  }
  if (suggestions.isError) {
    return (
      <AiFailureNotice
        error={suggestions.error}
        text="Unable to load suggestions. Please try again."
        onRetry={() => void suggestions.refetch()}
        retrying={suggestions.isFetching}
      />
    );
  }
  const shown = shownSuggestions(suggestions.data.suggestions, takenNames);
  const notChecked = notCheckedText(suggestions.data.notChecked);
  return (
    <div className="grid gap-3">
      {notChecked && (
        <p data-testid="not-checked" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          {notChecked}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">No new suggestions for your routine right now.</p>
      ) : (
        <ul aria-label="Suggestions" className="grid gap-2">
          {shown.map((suggestion) => (
            <SuggestionItem
              key={suggestion.supplementName}
              suggestion={suggestion}
              onDetails={onDetails}
              onAdd={onAdd}
              adding={adding}
            />
          ))}
        </ul>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        onClick={() => void suggestions.refetch()}
        disabled={suggestions.isFetching}
      >
        <RefreshCw aria-hidden="true" className={suggestions.isFetching ? 'animate-spin' : undefined} />
        View More Suggestions
      </Button>
      <ModelNote note={suggestions.data.modelNote} />
      <AnswerSource answer={suggestions.data} />
    </div>
  );
}
