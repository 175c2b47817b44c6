import { Info } from 'lucide-react';

/** Why the AI model's part is missing from an answer (daily limit, rate limit): the knowledge base's findings are all there. */
export function ModelNote({ note }: { note: string | null | undefined }) {
  if (!note) return null;
  return (
    <p role="note" className="bg-muted flex items-start gap-2 rounded-md p-2 text-xs">
      <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {note}
    </p>
  );
}
