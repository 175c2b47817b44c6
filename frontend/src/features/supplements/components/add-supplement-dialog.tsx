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
import { useAddSupplement } from '../api/add-supplement.ts';
import { addSupplementErrorMessage } from '../model/add-supplement-error.ts';
import { EMPTY_SUPPLEMENT_FORM } from '../model/supplement-form.ts';
import { SupplementEditor } from './supplement-editor.tsx';
import { settle } from '../../../lib/settle.ts';

export function AddSupplementDialog({ trigger }: { trigger?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const addSupplement = useAddSupplement();
  const toast = useToast();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) addSupplement.reset();
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
        <SupplementEditor
          initial={EMPTY_SUPPLEMENT_FORM}
          showActive={false}
          submitLabel="Add Supplement"
          pendingLabel="Adding…"
          pending={addSupplement.isPending}
          onValid={(fields) =>
            settle(addSupplement.mutateAsync(fields), {
              onSuccess: () => {
                toast({ title: 'Supplement added', description: 'Your supplement has been added successfully.' });
                onOpenChange(false);
              },
              onError: (error) =>
                toast({ title: 'Error', description: addSupplementErrorMessage(error), variant: 'error' }),
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
