import type { Supplement } from '@regimen/domain/contracts/supplements';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useUpdateSupplement } from '../api/update-supplement.ts';
import { hasChanges, supplementChanges } from '../model/supplement-changes.ts';
import { supplementFormValues } from '../model/supplement-form.ts';
import { SupplementEditor } from './supplement-editor.tsx';
import type { DialogFocusProps } from './dialog-focus-props.ts';
import { settle } from '../../../lib/settle.ts';

export type EditSupplementDialogProps = DialogFocusProps & {
  supplement: Supplement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Spec: the edit is a partial update, so only what the user changed is sent. */
export function EditSupplementDialog({ supplement, open, onOpenChange, onCloseAutoFocus }: EditSupplementDialogProps) {
  const updateSupplement = useUpdateSupplement();
  const toast = useToast();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Edit Supplement</DialogTitle>
          <DialogDescription>Change the details of {supplement.name}. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <SupplementEditor
          key={supplement.id}
          initial={supplementFormValues(supplement)}
          showActive
          submitLabel="Save Changes"
          pendingLabel="Saving…"
          pending={updateSupplement.isPending}
          onValid={(fields) => {
            const changes = supplementChanges(supplement, fields);
            if (!hasChanges(changes)) return onOpenChange(false);
            settle(updateSupplement.mutateAsync({ id: supplement.id, changes }), {
              onSuccess: () => {
                toast({ title: 'Supplement updated', description: `${fields.name} has been updated.` });
                onOpenChange(false);
              },
              onError: () =>
                toast({
                  title: 'Error',
                  description: 'Failed to update supplement. Please try again.',
                  variant: 'error',
                }),
            });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
