import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import type { InteractionAnalysis } from '../../../lib/contracts/ai.ts';
import { safetyBadge, severityBadge } from '../model/interaction-view.ts';

export function InteractionResult({ analysis, noneIcon }: { analysis: InteractionAnalysis; noneIcon: ReactNode }) {
  const safety = safetyBadge(analysis.overallSafety);
  const { negativeInteractions: risks, positiveInteractions: synergies } = analysis;
  return (
    <div className="grid gap-5">
      <section className="grid gap-2 rounded-lg border p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">Summary</h3>
          <Badge variant={safety.variant}>Overall: {safety.label}</Badge>
        </div>
        <p className="text-sm">{analysis.summary}</p>
      </section>

      {risks.length === 0 && synergies.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-4 text-center">
          {noneIcon}
          <h3 className="font-semibold">No Significant Interactions</h3>
          <p className="text-muted-foreground text-sm">Nothing in your routine is known to interact.</p>
        </div>
      ) : (
        <>
          {risks.length > 0 && (
            <section className="grid gap-2">
              <h3 className="font-semibold">Potential Interactions</h3>
              <ul className="grid gap-2">
                {risks.map((risk, index) => {
                  const severity = severityBadge(risk.severity);
                  return (
                    <li
                      key={`${index}-${risk.type}`}
                      className="border-destructive/30 grid gap-1 rounded-lg border p-3 text-sm"
                    >
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-medium">{risk.supplements.join(' + ')}</span>
                        <Badge variant={severity.variant}>{severity.label}</Badge>
                      </div>
                      <p className="text-muted-foreground">{risk.description}</p>
                      {risk.recommendation && (
                        <p>
                          <span className="font-medium">Recommendation:</span> {risk.recommendation}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          {synergies.length > 0 && (
            <section className="grid gap-2">
              <h3 className="font-semibold">Beneficial Synergies</h3>
              <ul className="grid gap-2">
                {synergies.map((synergy, index) => (
                  <li
                    key={`${index}-${synergy.type}`}
                    className="border-primary/30 grid gap-1 rounded-lg border p-3 text-sm"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium">{synergy.supplements.join(' + ')}</span>
                      {synergy.benefit && <Badge variant="emerald">{synergy.benefit}</Badge>}
                    </div>
                    <p className="text-muted-foreground">{synergy.description}</p>
                    {synergy.enhancement && <p>{synergy.enhancement}</p>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
