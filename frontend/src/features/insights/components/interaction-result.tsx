import type {
  InteractionAnalysisResponse,
  NegativeInteraction,
  PositiveInteraction,
} from '@regimen/domain/contracts/ai';
import { CircleHelp } from 'lucide-react';
import type { ReactNode } from 'react';
import { AnswerSource } from '../../../components/ai/answer-source.tsx';
import { ModelNote } from '../../../components/ai/model-note.tsx';
import { OriginBadge } from '../../../components/ai/origin-badge.tsx';
import { SourceList } from '../../../components/ai/source-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { findingBadge, notCheckedText, partiesText, safetyBadge, separationText } from '../model/interaction-view.ts';

function NegativeInteractionItem({ risk }: { risk: NegativeInteraction }) {
  const badge = findingBadge(risk);
  const separation = separationText(risk.separationHours, risk.recommendation);
  return (
    <li className="border-destructive/30 grid gap-1.5 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{partiesText(risk.supplements)}</span>
        <span className="flex flex-wrap gap-1.5">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <OriginBadge origin={risk.origin} />
        </span>
      </div>
      {risk.title && <p className="font-medium">{risk.title}</p>}
      <p className="text-muted-foreground">{risk.description}</p>
      <div className="bg-muted/60 rounded-md p-2">
        <p>
          <span className="font-semibold">What to do:</span> {risk.recommendation}
        </p>
        {separation && <p className="mt-0.5 font-medium">{separation}</p>}
      </div>
      <SourceList sources={risk.sources} />
    </li>
  );
}

function SynergyItem({ synergy }: { synergy: PositiveInteraction }) {
  return (
    <li className="border-primary/30 grid gap-1.5 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{partiesText(synergy.supplements)}</span>
        <span className="flex flex-wrap gap-1.5">
          {synergy.benefit && <Badge variant="emerald">{synergy.benefit}</Badge>}
          <OriginBadge origin={synergy.origin} />
        </span>
      </div>
      <p className="text-muted-foreground">{synergy.description}</p>
      {synergy.enhancement && <p>{synergy.enhancement}</p>}
      <SourceList sources={synergy.sources} />
    </li>
  );
}

export function InteractionResult({
  analysis,
  noneIcon,
}: {
  analysis: InteractionAnalysisResponse;
  noneIcon: ReactNode;
}) {
  const safety = safetyBadge(analysis.overallSafety);
  const { negativeInteractions: risks, positiveInteractions: synergies } = analysis;
  const notChecked = notCheckedText(analysis.notChecked);
  return (
    <div className="grid gap-5">
      <ModelNote note={analysis.modelNote} />
      <section className="grid gap-2 rounded-lg border p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">Summary</h3>
          <Badge variant={safety.variant}>Overall: {safety.label}</Badge>
        </div>
        <p className="text-sm">{analysis.summary}</p>
      </section>

      {risks.length === 0 && synergies.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-4 text-center">
          {notChecked ? <CircleHelp aria-hidden="true" className="size-10 text-amber-600 dark:text-amber-400" /> : noneIcon}
          <h3 className="font-semibold">{notChecked ? 'No Interactions Among What Was Checked' : 'No Significant Interactions'}</h3>
          <p className="text-muted-foreground text-sm">
            {notChecked ? 'Some items could not be checked, so this is not a clean bill of health.' : 'Nothing in your routine is known to interact.'}
          </p>
        </div>
      ) : (
        <>
          {risks.length > 0 && (
            <section className="grid gap-2">
              <h3 className="font-semibold">Potential Interactions</h3>
              <ul className="grid gap-2">
                {risks.map((risk) => (
                  <NegativeInteractionItem key={risk.id} risk={risk} />
                ))}
              </ul>
            </section>
          )}
          {synergies.length > 0 && (
            <section className="grid gap-2">
              <h3 className="font-semibold">Beneficial Synergies</h3>
              <ul className="grid gap-2">
                {synergies.map((synergy) => (
                  <SynergyItem key={synergy.id} synergy={synergy} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      {notChecked && (
        <p data-testid="not-checked" className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          <CircleHelp aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{notChecked}</span>
        </p>
      )}
      <AnswerSource answer={analysis} />
    </div>
  );
}
