import type { ResearchResponse } from '@regimen/domain/contracts/ai';
import { Check, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { AnswerSource } from '../../../components/ai/answer-source.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EvidenceLevelBadge } from './evidence-level-badge.tsx';

function ListSection({ title, items, tone = 'default' }: { title: string; items: readonly string[]; tone?: 'default' | 'caution' }) {
  if (items.length === 0) return null;
  return (
    <section className="grid gap-1">
      <h3 className={tone === 'caution' ? 'text-destructive text-sm font-semibold' : 'text-sm font-semibold'}>{title}</h3>
      <ul className="text-muted-foreground list-disc pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bg-muted/50 rounded-lg p-3">
      <dt className="text-muted-foreground text-xs font-medium">{label}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

export type ResearchResultCardProps = {
  result: ResearchResponse;
  onAdd: () => void;
  adding: boolean;
  /** The user already keeps a supplement of this name. */
  kept: boolean;
};

/** Every field of spec 02's research result, with the evidence level in its colour. */
export function ResearchResultCard({ result, onAdd, adding, kept }: ResearchResultCardProps) {
  return (
    <Card role="region" aria-labelledby="research-result-heading">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-2">
          <CardTitle as="h2" id="research-result-heading" className="text-xl break-words">
            {result.name}
          </CardTitle>
          <EvidenceLevelBadge level={result.evidenceLevel} />
        </div>
        <Button onClick={onAdd} disabled={adding || kept}>
          {kept ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {kept ? 'In My Supplements' : adding ? 'Adding…' : 'Add to My Supplements'}
        </Button>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <p className="text-sm leading-relaxed">{result.overview}</p>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Fact label="Recommended dosage">{result.recommendedDosage}</Fact>
          <Fact label="Timing">{result.timing}</Fact>
          <Fact label="Food interaction">{result.foodInteraction}</Fact>
        </dl>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <ListSection title="Primary benefits" items={result.primaryBenefits} />
          <ListSection title="Side effects" items={result.sideEffects} />
          <ListSection title="Contraindications" items={result.contraindications} tone="caution" />
          <ListSection title="Drug interactions" items={result.drugInteractions} tone="caution" />
          <ListSection title="Quality considerations" items={result.qualityConsiderations} />
          <ListSection title="Sources" items={result.sources} />
        </div>
        <AnswerSource answer={result} />
      </CardContent>
    </Card>
  );
}
