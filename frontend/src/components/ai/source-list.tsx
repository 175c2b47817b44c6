import { cn } from '../../lib/cn.ts';

/**
 * The documents behind one finding. A model's items have none (its citations cannot be
 * checked), which is said rather than left blank.
 */
export function SourceList({ sources, className }: { sources: readonly string[]; className?: string }) {
  if (sources.length === 0) {
    return (
      <p className={cn('text-muted-foreground text-xs', className)}>
        <span className="font-medium">Source:</span> AI model, no checked source
      </p>
    );
  }
  return (
    <div className={cn('text-muted-foreground text-xs', className)}>
      <span className="font-medium">{sources.length === 1 ? 'Source:' : 'Sources:'}</span>{' '}
      {sources.length === 1 ? (
        sources[0]
      ) : (
        <ul className="mt-0.5 list-disc pl-4">
          {sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
