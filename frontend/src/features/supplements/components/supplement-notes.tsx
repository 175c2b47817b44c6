import type { Supplement } from '@regimen/domain/contracts/supplements';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Label, Textarea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useUpdateSupplement } from '../api/update-supplement.ts';
import { settle } from '../../../lib/settle.ts';

/** Personal notes: shown, edited in place, saved alone as a partial update (spec section 5). */
export function SupplementNotes({ supplement }: { supplement: Supplement }) {
  const [draft, setDraft] = useState<string | null>(null);
  const updateSupplement = useUpdateSupplement();
  const toast = useToast();
  const id = useId();

  function save(notes: string) {
    settle(updateSupplement.mutateAsync({ id: supplement.id, changes: { notes } }), {
      onSuccess: () => {
        toast({ title: 'Notes updated', description: 'Your notes have been saved.' });
        setDraft(null);
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to update notes. Please try again.', variant: 'error' }),
    });
  }

  if (draft === null) {
    return (
      <div className="grid justify-items-start gap-2">
        <p className={supplement.notes ? 'text-sm whitespace-pre-wrap' : 'text-muted-foreground text-sm italic'}>
          {supplement.notes ?? 'No notes yet.'}
        </p>
        <Button variant="outline" size="sm" onClick={() => setDraft(supplement.notes ?? '')}>
          <Pencil aria-hidden="true" />
          {supplement.notes ? 'Edit notes' : 'Add notes'}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-notes`} className="sr-only">
        Personal notes
      </Label>
      <Textarea
        id={`${id}-notes`}
        rows={4}
        maxLength={5000}
        value={draft}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => setDraft(null)} disabled={updateSupplement.isPending}>
          Cancel
        </Button>
        <Button size="sm" onClick={() => save(draft)} disabled={updateSupplement.isPending}>
          {updateSupplement.isPending ? 'Saving…' : 'Save notes'}
        </Button>
      </div>
    </div>
  );
}
