import type { Prescription } from '@regimen/domain/contracts/prescriptions';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Label, Textarea } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { settle } from '../../../lib/settle.ts';
import { useUpdatePrescription } from '../api/change-prescriptions.ts';

/** Notes: view, editing, save or cancel (spec section 4); saved alone as the spec's PUT with notes. */
export function PrescriptionNotes({ prescription }: { prescription: Prescription }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdatePrescription();
  const toast = useToast();
  const id = useId();

  function save(notes: string) {
    settle(update.mutateAsync({ id: prescription.id, changes: { notes } }), {
      onSuccess: () => {
        toast({ title: 'Notes updated', description: 'Your notes have been saved.' });
        setDraft(null);
      },
      onError: () => toast({ title: 'Error', description: 'Failed to update prescription notes', variant: 'error' }),
    });
  }

  if (draft === null) {
    return (
      <div className="grid justify-items-start gap-2">
        <p className={prescription.notes ? 'text-sm whitespace-pre-wrap' : 'text-muted-foreground text-sm italic'}>
          {prescription.notes ?? 'No notes yet.'}
        </p>
        <Button variant="outline" size="sm" onClick={() => setDraft(prescription.notes ?? '')}>
          <Pencil aria-hidden="true" />
          {prescription.notes ? 'Edit notes' : 'Add notes'}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-notes`} className="sr-only">
        Notes
      </Label>
      <Textarea id={`${id}-notes`} rows={4} maxLength={5000} value={draft} autoFocus onChange={(event) => setDraft(event.target.value)} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => setDraft(null)} disabled={update.isPending}>
          Cancel
        </Button>
        <Button size="sm" onClick={() => save(draft)} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save notes'}
        </Button>
      </div>
    </div>
  );
}
