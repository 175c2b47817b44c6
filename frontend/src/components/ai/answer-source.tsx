import { BookOpen, Sparkles } from 'lucide-react';
import { answerSourceHeadline, answerSourceLines, knowledgeDocuments, type AnswerMeta } from '../../lib/ai-provenance.ts';
import { cn } from '../../lib/cn.ts';
import { AiDisclaimer } from '../disclaimers.tsx';

/**
 * The AI disclaimer plus where this answer came from: the offline knowledge base (with its
 * version and documents) and, when one was used, the AI model and the parts it wrote.
 */
export function AnswerSource({ answer, className }: { answer: AnswerMeta; className?: string }) {
  const lines = answerSourceLines(answer);
  const documents = knowledgeDocuments(answer.provenance);
  return (
    <div className={cn('bg-muted/50 grid gap-2 rounded-lg p-3', className)}>
      <AiDisclaimer />
      <details className="text-muted-foreground text-xs">
        <summary className="focus-visible:ring-ring cursor-pointer rounded font-medium focus-visible:ring-2 focus-visible:outline-none">
          {answerSourceHeadline(answer)}
        </summary>
        <ul className="mt-2 grid gap-1">
          {lines.map((line) => (
            <li key={line.text} className="flex items-start gap-1.5">
              {line.kind === 'model' ? (
                <Sparkles aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              ) : (
                <BookOpen aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              )}
              <span>{line.text}</span>
            </li>
          ))}
        </ul>
        {documents.length > 0 && (
          <>
            <p className="mt-2 font-medium">Knowledge-base documents</p>
            <ul className="list-disc pl-4">
              {documents.map((document) => (
                <li key={document}>{document}</li>
              ))}
            </ul>
          </>
        )}
        {answer.cache.hit && (
          <p className="mt-2">Served from the cache of {new Date(answer.cache.generatedAt).toLocaleString()}.</p>
        )}
      </details>
    </div>
  );
}
