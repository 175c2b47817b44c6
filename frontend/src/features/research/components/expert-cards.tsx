import { BookOpen, ExternalLink } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EXPERT_GUIDANCE } from '../model/expert-guidance.ts';

/** Spec 02's expert cards, as summaries of public guidance with the source linked. */
export function ExpertCards() {
  return (
    <section aria-labelledby="guidance-heading" className="grid gap-3">
      <h2 id="guidance-heading" className="text-xl font-semibold">
        What the experts advise
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {EXPERT_GUIDANCE.map((card) => (
          <Card key={card.title}>
            <CardHeader className="flex-row items-start gap-2">
              <BookOpen aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
              <CardTitle className="text-base">{card.title}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              <p className="text-muted-foreground">{card.summary}</p>
              <a href={card.url} target="_blank" rel="noopener noreferrer" className="text-primary inline-flex items-start gap-1 text-xs underline-offset-4 hover:underline">
                <span>Source: {card.source}</span>
                <ExternalLink aria-hidden="true" className="mt-px size-3 shrink-0" />
              </a>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
