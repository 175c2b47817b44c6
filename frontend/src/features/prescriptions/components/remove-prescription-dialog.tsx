import type { Prescription } from '@regimen/domain/contracts/prescriptions';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { settle } from '../../../lib/settle.ts';
import { useRemovePrescription } from '../api/change-prescriptions.ts';

/** Asks before removing: a removed prescription is no longer checked against the supplements. */
export function RemovePrescriptionDialog({ prescription, onDone }: { prescription: Prescription | null; onDone: (removed: boolean) => void }) {
  const remove = useRemovePrescription();
  const toast = useToast();
  return (
    <Dialog open={prescription !== null} onOpenChange={(next) => !next && onDone(false)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Remove {prescription?.medicationName}?</DialogTitle>
          <DialogDescription>It will no longer be checked against your supplements.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onDone(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              prescription &&
              settle(remove.mutateAsync({ id: prescription.id }), {
                onSuccess: () => {
                  toast({ title: 'Prescription removed' });
                  onDone(true);
                },
                onError: () => toast({ title: 'Error', description: 'Failed to remove prescription', variant: 'error' }),
              })
            }
          >
            {remove.isPending ? 'Removing…' : 'Remove'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
