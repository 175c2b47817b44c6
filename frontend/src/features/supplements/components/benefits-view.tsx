import type { BenefitsAnalysisResponse } from '@regimen/domain/contracts/ai';
import { CircleHelp } from 'lucide-react';
import type { ReactNode } from 'react';
import { AnswerSource } from '../../../components/ai/answer-source.tsx';
import { EvidenceBadge } from '../../../components/ai/evidence-badge.tsx';
import type { HeadingLevel } from '../../../components/ui/card.tsx';

/** Spec: card view and list view lay out different parts of the same analysis. */
export type BenefitsVariant = 'card' | 'list';

type Heading = Exclude<HeadingLevel, 'h2'> | 'h5';

function Part({ title, level: H, children }: { title: string; level: Heading; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <H className="text-sm font-semibold">{title}</H>
      {children}
    </div>
  );
}

function Items({ items }: { items: readonly string[] }) {
  return (
    <ul className="text-muted-foreground list-disc pl-5 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

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
  headingLevel?: Heading;
}) {
  const level = headingLevel;
  return (
    <div className="grid gap-4">
      <Part title="Summary" level={level}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Text>{analysis.summary}</Text>
          {variant === 'card' && (
            <span className="flex items-center gap-1.5 text-xs">
              <span className="text-muted-foreground">Evidence Level</span>
              <EvidenceBadge level={analysis.evidenceLevel} />
            </span>
          )}
        </div>
      </Part>
      <UnknownProduct analysis={analysis} />
      {analysis.primaryBenefits.length > 0 && (
        <Part title="Primary Benefits" level={level}>
          <Items items={analysis.primaryBenefits} />
        </Part>
      )}
      {variant === 'card' ? (
        <>
          {analysis.secondaryBenefits.length > 0 && (
            <Part title="Secondary Benefits" level={level}>
              <Items items={analysis.secondaryBenefits} />
            </Part>
          )}
          {analysis.recommendedTiming && (
            <Part title="Recommended Timing" level={level}>
              <Text>{analysis.recommendedTiming}</Text>
            </Part>
          )}
          {analysis.foodInteraction && (
            <Part title="Food Interactions" level={level}>
              <Text>{analysis.foodInteraction}</Text>
            </Part>
          )}
        </>
      ) : (
        <>
          {analysis.dosageRecommendation && (
            <Part title="Dosage Recommendation" level={level}>
              <Text>{analysis.dosageRecommendation}</Text>
            </Part>
          )}
          {analysis.sideEffects.length > 0 && (
            <Part title="Potential Side Effects" level={level}>
              <Items items={analysis.sideEffects} />
            </Part>
          )}
        </>
      )}
      <AnswerSource answer={analysis} />
    </div>
  );
}
