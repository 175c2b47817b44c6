import type { BenefitsAnalysisResponse } from '@regimen/domain/contracts/ai';
import { CircleHelp } from 'lucide-react';
import type { ReactNode } from 'react';
import { AnswerSource } from '../../../components/ai/answer-source.tsx';
import { ModelNote } from '../../../components/ai/model-note.tsx';
import { EvidenceBadge } from '../../../components/ai/evidence-badge.tsx';
import { AnswerItems, AnswerPart, type AnswerHeading } from '../../../components/ai/answer-parts.tsx';

/** Spec: card view and list view lay out different parts of the same analysis. */
export type BenefitsVariant = 'card' | 'list';


const Text = ({ children }: { children: ReactNode }) => <p className="text-muted-foreground text-sm">{children}</p>;

/** The knowledge base did not recognise the product: say so, rather than let the answer look checked. */
function UnknownProduct({ analysis }: { analysis: BenefitsAnalysisResponse }) {
  if (analysis.knowledgeEntries.length > 0) return null;
  return (
    <p className="text-muted-foreground flex items-start gap-2 text-sm">
      <CircleHelp aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {analysis.supplementName} is not in Regimen&apos;s knowledge base, so nothing here has been checked against
        its sources.
      </span>
    </p>
  );
}

/**
 * Card view (spec section 2): Summary, Primary and Secondary Benefits, Recommended Timing, Food
 * Interactions and the Evidence Level badge. List view: Summary, Primary Benefits, Dosage
 * Recommendation and Potential Side Effects.
 */
export function BenefitsView({
  analysis,
  variant,
  headingLevel = 'h3',
}: {
  analysis: BenefitsAnalysisResponse;
  variant: BenefitsVariant;
  headingLevel?: AnswerHeading;
}) {
  const level = headingLevel;
  return (
    <div className="grid gap-4">
      <AnswerPart title="Summary" level={level}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Text>{analysis.summary}</Text>
          {variant === 'card' && (
            <span className="flex items-center gap-1.5 text-xs">
              <span className="text-muted-foreground">Evidence Level</span>
              <EvidenceBadge level={analysis.evidenceLevel} />
            </span>
          )}
        </div>
      </AnswerPart>
      <UnknownProduct analysis={analysis} />
      {analysis.primaryBenefits.length > 0 && (
        <AnswerPart title="Primary Benefits" level={level}>
          <AnswerItems items={analysis.primaryBenefits} />
        </AnswerPart>
      )}
      {variant === 'card' ? (
        <>
          {analysis.secondaryBenefits.length > 0 && (
            <AnswerPart title="Secondary Benefits" level={level}>
              <AnswerItems items={analysis.secondaryBenefits} />
            </AnswerPart>
          )}
          {analysis.recommendedTiming && (
            <AnswerPart title="Recommended Timing" level={level}>
              <Text>{analysis.recommendedTiming}</Text>
            </AnswerPart>
          )}
          {analysis.foodInteraction && (
            <AnswerPart title="Food Interactions" level={level}>
              <Text>{analysis.foodInteraction}</Text>
            </AnswerPart>
          )}
        </>
      ) : (
        <>
          {analysis.dosageRecommendation && (
            <AnswerPart title="Dosage Recommendation" level={level}>
              <Text>{analysis.dosageRecommendation}</Text>
            </AnswerPart>
          )}
          {analysis.sideEffects.length > 0 && (
            <AnswerPart title="Potential Side Effects" level={level}>
              <AnswerItems items={analysis.sideEffects} />
            </AnswerPart>
          )}
        </>
      )}
      <ModelNote note={analysis.modelNote} />
      <AnswerSource answer={analysis} />
    </div>
  );
}
