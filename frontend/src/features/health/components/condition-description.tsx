import type { ConditionDescriptionResponse } from '@regimen/domain/contracts/health-condition-insights';
import { RotateCw, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { AiDisclaimer } from '../../../components/disclaimers.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, serverMessage } from '../../../lib/api-client.ts';
import { useConditionDescription } from '../api/condition-advice.ts';

const PLACEHOLDER = 'AI health information will appear here once generated.';

/** The condition card's description: the spec's placeholder until generated, then the reference (kept 24 h / 7 days). */
export function ConditionDescription({ name }: { name: string }) {
  const [requested, setRequested] = useState(false);
  const description = useConditionDescription(name, requested);
  const headingId = useId();

  if (description.data) return <Reference answer={description.data} headingId={headingId} />;
  if (description.isError) {
    const unknown = description.error instanceof ApiError && description.error.status === 404;
    return (
      <div role="alert" className="grid gap-2 border-t pt-3 text-sm">
        <p className={unknown ? 'text-muted-foreground' : 'text-destructive font-medium'}>
          {unknown ? serverMessage(description.error) : 'Failed to fetch health condition description'}
        </p>
        {!unknown && (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void description.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-2 border-t pt-3">
      <p className="text-muted-foreground text-sm italic">{PLACEHOLDER}</p>
      <Button variant="outline" size="sm" className="justify-self-start" disabled={description.isFetching} onClick={() => setRequested(true)}>
        <Sparkles aria-hidden="true" />
        {description.isFetching ? 'Generating…' : 'Generate health information'}
      </Button>
    </div>
  );
}

function Reference({ answer, headingId }: { answer: ConditionDescriptionResponse; headingId: string }) {
  const { reference } = answer;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t pt-3 text-sm">
      <h3 id={headingId} className="font-medium">
        About {reference.conditionName}
      </h3>
      <p>{answer.description}</p>
      {answer.modelNote && <p className="text-muted-foreground text-xs">{answer.modelNote}</p>}
      <FactList label="Common symptoms" items={reference.commonSymptoms} />
      <FactList label="Typical treatments" items={reference.typicalTreatments} />
      <FactList label="Risk factors" items={reference.riskFactors} />
      {reference.prevalence && (
        <p>
          <span className="font-medium">Prevalence: </span>
          {reference.prevalence}
        </p>
      )}
      {reference.sources.length > 0 && <p className="text-muted-foreground text-xs">Sources: {reference.sources.join('; ')}</p>}
      <AiDisclaimer />
    </section>
  );
}

function FactList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="font-medium">{label}</p>
      <ul className="text-muted-foreground list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
