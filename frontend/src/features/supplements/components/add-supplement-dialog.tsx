import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import type { CreateSupplementInput } from '@regimen/domain/contracts/supplements';
import { useAddSupplement } from '../api/add-supplement.ts';
import { useSupplements } from '../api/get-supplements.ts';
import { supplementNamed } from '../model/drug-lookalike.ts';
import { addSupplementErrorMessage } from '../model/add-supplement-error.ts';
import { EMPTY_SUPPLEMENT_FORM } from '../model/supplement-form.ts';
import { SupplementEditor } from './supplement-editor.tsx';
import { settle } from '../../../lib/settle.ts';

export function AddSupplementDialog({ trigger }: { trigger?: ReactNode }) {
  const [open, setOpen] = useState(false);
  /** A submitted form whose name the user already keeps: added only once they confirm. */
  const [duplicate, setDuplicate] = useState<CreateSupplementInput | null>(null);
  const addSupplement = useAddSupplement();
  const supplements = useSupplements();
  const toast = useToast();

  function onOpenChange(next: boolean) {
    setOpen(next);
    setDuplicate(null);
    if (!next) addSupplement.reset();
  }

  function add(fields: CreateSupplementInput) {
    settle(addSupplement.mutateAsync(fields), {
      onSuccess: () => {
        toast({ title: 'Supplement added', description: 'Your supplement has been added successfully.' });
        onOpenChange(false);
      },
      onError: (error) => toast({ title: 'Error', description: addSupplementErrorMessage(error), variant: 'error' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Plus aria-hidden="true" />
            Add Supplement
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Add Supplement</DialogTitle>
          <DialogDescription>Add a supplement to your routine. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        {duplicate ? (
          <div role="alert" className="grid gap-4">
            <p className="text-sm">
              You already have <span className="font-semibold">{duplicate.name}</span> in your supplements. Add another one with the same
              name? Two products of one supplement add up, and the interaction check will count both.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={addSupplement.isPending}>
                Cancel
              </Button>
              <Button onClick={() => add(duplicate)} disabled={addSupplement.isPending}>
                {addSupplement.isPending ? 'Adding…' : 'Add anyway'}
              </Button>
            </div>
          </div>
        ) : (
          <SupplementEditor
            initial={EMPTY_SUPPLEMENT_FORM}
            showActive={false}
            submitLabel="Add Supplement"
            pendingLabel="Adding…"
            pending={addSupplement.isPending}
            onValid={(fields) => (supplementNamed(supplements.data ?? [], fields.name) ? setDuplicate(fields) : add(fields))}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
