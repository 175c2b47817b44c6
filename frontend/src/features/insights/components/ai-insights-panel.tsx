import type { Suggestion } from '@regimen/domain/contracts/ai';
import type { CreateSupplementInput, Supplement } from '@regimen/domain/contracts/supplements';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { describeAiFailure } from '../../../lib/ai-failure.ts';
import { settle } from '../../../lib/settle.ts';
import { suggestionAddErrorMessage, suggestionToSupplement } from '../model/suggestions.ts';
import { InteractionsTab } from './interactions-tab.tsx';
import { SuggestionDetailsDialog } from './suggestion-details-dialog.tsx';
import { SuggestionsTab } from './suggestions-tab.tsx';

export type AiInsightsPanelProps = {
  /** The user's supplements (undefined while they load). */
  supplements: readonly Supplement[] | undefined;
  /** The add-supplement flow; passed in because features do not import each other. */
  addSupplement: (body: CreateSupplementInput) => Promise<unknown>;
  onViewInteractionDetails: () => void;
};

/** The dashboard sidebar's AI Insights: Suggestions (Details or direct Add) and Interactions. */
export function AiInsightsPanel({ supplements, addSupplement, onViewInteractionDetails }: AiInsightsPanelProps) {
  const toast = useToast();
  const [details, setDetails] = useState<Suggestion | null>(null);
  const [adding, setAdding] = useState<string | null>(null);

  const add = (suggestion: Suggestion) => {
    setAdding(suggestion.supplementName);
    settle(addSupplement(suggestionToSupplement(suggestion)), {
      onSuccess: () => {
        setAdding(null);
        setDetails(null);
        toast({ title: 'Suggestion added', description: `${suggestion.supplementName} is now in your supplements.` });
      },
      onError: (error) => {
        setAdding(null);
        const failure = describeAiFailure(error, '');
        toast(
          failure.kind === 'rate-limited'
            ? { title: 'Rate Limit Reached', description: failure.message, variant: 'error' }
            : { title: 'Failed to add supplement', description: suggestionAddErrorMessage(error), variant: 'error' },
        );
      },
    });
  };

  return (
    <Card role="region" aria-labelledby="ai-insights-heading">
      <CardHeader className="flex-row items-center gap-2">
        <Sparkles aria-hidden="true" className="text-primary size-5" />
        <CardTitle as="h2" id="ai-insights-heading">
          AI Insights
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="suggestions" className="grid gap-3">
          <TabsList aria-label="AI Insights" className="grid w-full grid-cols-2">
            <TabsTrigger value="suggestions">Suggestions</TabsTrigger>
            <TabsTrigger value="interactions">Interactions</TabsTrigger>
          </TabsList>
          <TabsContent value="suggestions">
            <SuggestionsTab
              takenNames={supplements?.map((supplement) => supplement.name) ?? []}
              onDetails={setDetails}
              onAdd={add}
              adding={adding}
            />
          </TabsContent>
          <TabsContent value="interactions">
            <InteractionsTab
              supplementIds={supplements
                ?.filter((supplement) => supplement.isActive !== false)
                .map((supplement) => supplement.id)}
              onViewDetails={onViewInteractionDetails}
            />
          </TabsContent>
        </Tabs>
      </CardContent>
      <SuggestionDetailsDialog
        suggestion={details}
        onOpenChange={(open) => !open && setDetails(null)}
        onAdd={add}
        adding={adding !== null}
      />
    </Card>
  );
}
