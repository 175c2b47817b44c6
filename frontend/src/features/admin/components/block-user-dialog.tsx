import type { AdminUser } from '@regimen/domain/contracts/admin-users';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError, Label, Textarea } from '../../../components/ui/input.tsx';
import { displayName } from '../model/user-actions.ts';

/** Spec 02: blocking needs a non-blank reason (the server refuses a blank one too). */
export function BlockUserDialog({ user, onClose, onBlock }: { user: AdminUser | null; onClose: () => void; onBlock: (reason: string) => Promise<void> }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (open) return;
        setReason('');
        setError(null);
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Block {user ? displayName(user) : 'user'}</DialogTitle>
          <DialogDescription>A blocked user is signed out everywhere and cannot sign in until unblocked.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim() === '') {
              setError('A reason is required');
              return;
            }
            setPending(true);
            void onBlock(reason.trim()).finally(() => {
              setPending(false);
              setReason('');
            });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="block-reason">Reason</Label>
            <Textarea
              id="block-reason"
              value={reason}
              maxLength={500}
              aria-invalid={error !== null}
              aria-describedby={error ? 'block-reason-error' : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
            {error && <FieldError id="block-reason-error">{error}</FieldError>}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              Block user
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
