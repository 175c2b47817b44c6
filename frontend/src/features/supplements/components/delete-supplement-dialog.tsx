import type { Supplement } from '@regimen/domain/contracts/supplements';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDeleteSupplement } from '../api/delete-supplement.ts';
import type { DialogFocusProps } from './dialog-focus-props.ts';
import { settle } from '../../../lib/settle.ts';

export type DeleteSupplementDialogProps = DialogFocusProps & {
  supplement: Supplement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
};

export function DeleteSupplementDialog({
  supplement,
  open,
  onOpenChange,
  onDeleted,
  onCloseAutoFocus,
}: DeleteSupplementDialogProps) {
  const deleteSupplement = useDeleteSupplement();
  const toast = useToast();

  function confirm() {
    settle(deleteSupplement.mutateAsync({ id: supplement.id }), {
      onSuccess: () => {
        toast({ title: 'Supplement deleted', description: 'The supplement has been removed from your list.' });
        onDeleted();
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to delete supplement. Please try again.', variant: 'error' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Delete {supplement.name}?</DialogTitle>
          <DialogDescription>It will be removed from your list, your schedule and your stats.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={deleteSupplement.isPending}>
            {deleteSupplement.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
